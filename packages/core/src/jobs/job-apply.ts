import { z } from 'zod';
import { isWebLink } from '../links/web-link';
import type { Job } from '../schemas/job';

/** Where an application goes: the posting's web form first, else its e-mail address; null when it names neither. */
export type JobApplyTarget = { kind: 'url'; href: string } | { kind: 'email'; href: string; address: string } | null;

const Email = z.email();

/**
 * The application link of a job. Only an http(s) address may reach an href (core's link rule), and only a
 * well-formed address becomes a mailto: link, with the job title as its subject.
 */
export const jobApplyTarget = (job: Pick<Job, 'title' | 'applicationUrl' | 'applicationEmail'>): JobApplyTarget => {
  if (isWebLink(job.applicationUrl)) return { kind: 'url', href: job.applicationUrl.trim() };
  const address = job.applicationEmail?.trim() ?? '';
  if (Email.safeParse(address).success) {
    return { kind: 'email', address, href: `mailto:${address}?subject=${encodeURIComponent(`Application: ${job.title}`)}` };
  }
  return null;
};

/** The contact e-mail as a mailto: link when it is an address, else null. */
export const contactMailHref = (email: string | null | undefined): string | null => {
  const address = email?.trim() ?? '';
  return Email.safeParse(address).success ? `mailto:${address}` : null;
};
