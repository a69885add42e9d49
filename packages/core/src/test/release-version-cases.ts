/** Versions as typed and their numbers: core's releaseVersionNumber and migration 0014's SQL are held to both. */
export const RELEASE_VERSION_CASES: [string, string][] = [
  ['1.6.0', '1.6.0'],
  ['v3.6.2', '3.6.2'],
  ['V2026.04', '2026.04'],
  ['ats-1.6.0', '1.6.0'],
  ['release_2024.10', '2024.10'],
  ['opm-release-v2024.10', 'opm-release-v2024.10'],
  ['release-v1.0', '1.0'],
  ['MRST 2025b', '2025b'],
  ['2025b', '2025b'],
  ['0.5.3rc1', '0.5.3rc1'],
  ['unreleased', 'unreleased'],
  ['version', 'version'],
  ['v', 'v'],
  ['  v1.2  ', '1.2'],
];
