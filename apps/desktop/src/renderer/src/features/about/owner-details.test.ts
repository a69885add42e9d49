import { describe, expect, it } from 'vitest';
import { readOwnerDetails } from './owner-details';

describe('readOwnerDetails', () => {
  it('leaves every detail unset when nothing is configured', () => {
    expect(readOwnerDetails({})).toEqual({ name: null, taxNumber: null, supportEmail: null, website: null });
  });

  it('reads the configured details, trimmed', () => {
    expect(
      readOwnerDetails({
        VITE_OWNER_NAME: '  Acme Reservoir Ltda. ',
        VITE_OWNER_TAX_NUMBER: '12.345.678/0001-90',
        VITE_OWNER_SUPPORT_EMAIL: 'support@acme.example',
        VITE_OWNER_WEBSITE: 'https://acme.example',
      }),
    ).toEqual({
      name: 'Acme Reservoir Ltda.',
      taxNumber: '12.345.678/0001-90',
      supportEmail: 'support@acme.example',
      website: 'https://acme.example',
    });
  });

  it.each([
    [{ VITE_OWNER_NAME: '   ' }, 'name'],
    [{ VITE_OWNER_SUPPORT_EMAIL: 'not an address' }, 'supportEmail'],
    [{ VITE_OWNER_WEBSITE: 'javascript:alert(1)' }, 'website'],
    [{ VITE_OWNER_WEBSITE: 'N/A' }, 'website'],
  ] as const)('treats a blank or malformed value as unset: %o', (env, field) => {
    expect(readOwnerDetails(env)[field]).toBeNull();
  });
});
