import { describe, expect, it } from 'vitest';
import { CONTENT_SECURITY_POLICY, CSP_DIRECTIVES } from './content-security-policy';

describe('CONTENT_SECURITY_POLICY', () => {
  it('joins every directive into one header value', () => {
    expect(CONTENT_SECURITY_POLICY.split('; ')).toHaveLength(Object.keys(CSP_DIRECTIVES).length);
    expect(CONTENT_SECURITY_POLICY).toContain("script-src 'self'");
    expect(CONTENT_SECURITY_POLICY).toContain("style-src 'self' 'unsafe-inline'");
  });

  it('allows no inline or remote scripts and no framing', () => {
    expect(CONTENT_SECURITY_POLICY).not.toMatch(/script-src[^;]*('unsafe-inline'|'unsafe-eval'|https:)/);
    expect(CONTENT_SECURITY_POLICY).toContain("frame-ancestors 'none'");
    expect(CONTENT_SECURITY_POLICY).toContain("connect-src 'self'");
  });
});
