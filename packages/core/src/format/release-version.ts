/**
 * A release's tag prefix: a name and a separator ('ats-', 'release_', 'MRST ') and/or a 'v', right before the
 * number. Migration 0014 repaired stored versions with the same pattern, as a PostgreSQL regular expression.
 */
const TAG_PREFIX = /^(?:[A-Za-z][A-Za-z0-9_]*[-_/ ])?[vV]?(?=[0-9])/;

/**
 * The version number of a release as a tag may spell it: 'v3.6.2' and 'ats-1.6.0' are 3.6.2 and 1.6.0. A text with
 * no such prefix ('2025b', '0.5.3rc1', 'unreleased') is kept as it is, so no version an admin could type is refused.
 */
export const releaseVersionNumber = (version: string): string => version.trim().replace(TAG_PREFIX, '');

/** How a version is shown beside a name ('v1.6.0'); a text that is no number is shown as it is. */
export const versionLabel = (version: string): string => {
  const number = releaseVersionNumber(version);
  return /^[0-9]/.test(number) ? `v${number}` : number;
};
