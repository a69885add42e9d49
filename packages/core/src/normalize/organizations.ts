import { DEFAULT_ORGANIZATION_ROLE, DEFAULT_ORGANIZATION_URL } from '../schemas/organization-defaults';
import type { OrganizationRef } from '../schemas/simulator';
import { asArray, asText, isPlainObject, pickText } from '../shared/read';
import type { NormalizedOrganization } from './normalized-shapes';

/** The display name of an organisation given as plain text or as an object; '' if none (stored data may be malformed, hence unknown). */
export const organizationName = (ref: unknown): string => (isPlainObject(ref) ? pickText(ref, 'name') : asText(ref));

const normalizeOrganization = (ref: unknown): NormalizedOrganization | null => {
  const name = organizationName(ref);
  if (name === '') return null;
  const obj = isPlainObject(ref) ? ref : {};
  return {
    name,
    role: pickText(obj, 'role') || DEFAULT_ORGANIZATION_ROLE,
    url: pickText(obj, 'url') || DEFAULT_ORGANIZATION_URL,
  };
};

/** Organisations as { name, role, url }, missing role 'Contributor' and url '#'; nameless ones dropped. */
export const normalizeOrganizations = (
  refs: readonly OrganizationRef[] | readonly unknown[] | null | undefined,
): NormalizedOrganization[] =>
  asArray(refs).flatMap((ref) => {
    const org = normalizeOrganization(ref);
    return org ? [org] : [];
  });
