import { describe, expect, it } from 'vitest';
import { contactMailHref, jobApplyTarget } from './job-apply';

const job = (applicationUrl: string | null, applicationEmail: string | null) => ({
  title: 'Reservoir Engineer',
  applicationUrl,
  applicationEmail,
});

describe('jobApplyTarget', () => {
  it('prefers the web address, trimmed', () => {
    expect(jobApplyTarget(job(' https://jobs.example.org/apply ', 'hr@example.org'))).toEqual({
      kind: 'url',
      href: 'https://jobs.example.org/apply',
    });
  });

  it('falls back to a mailto: link with the job as subject', () => {
    expect(jobApplyTarget(job(null, ' hr@example.org '))).toEqual({
      kind: 'email',
      address: 'hr@example.org',
      href: 'mailto:hr@example.org?subject=Application%3A%20Reservoir%20Engineer',
    });
  });

  it.each(['javascript:alert(1)', 'data:text/html,x', 'ftp://example.org', 'N/A', ''])('never turns %j into an application link', (url) => {
    expect(jobApplyTarget(job(url, null))).toBeNull();
    expect(jobApplyTarget(job(url, 'hr@example.org'))?.kind).toBe('email');
  });

  it.each(['not-an-address', 'hr@', 'javascript:alert(1)@x', ''])('refuses the e-mail %j', (email) => {
    expect(jobApplyTarget(job(null, email))).toBeNull();
  });
});

describe('contactMailHref', () => {
  it('links a valid address and nothing else', () => {
    expect(contactMailHref('ada@example.org')).toBe('mailto:ada@example.org');
    expect(contactMailHref('Ada Lovelace')).toBeNull();
    expect(contactMailHref(null)).toBeNull();
  });
});
