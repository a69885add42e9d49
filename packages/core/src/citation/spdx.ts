import current from 'spdx-license-ids/index.json' with { type: 'json' };
import deprecated from 'spdx-license-ids/deprecated.json' with { type: 'json' };

/**
 * The SPDX licence list (deprecated ids included: rows say 'GPL-3.0', and spdx.org still has their pages), by
 * lower-case id, since SPDX matches ids without regard to case.
 */
const SPDX_IDS = new Map([...current, ...deprecated].map((id) => [id.toLowerCase(), id]));

/**
 * The SPDX id a licence text names, in SPDX's spelling; undefined for anything else: free text ('Proprietary',
 * 'Other'), an expression ('MIT AND CC0-1.0') or a LicenseRef-, which no SPDX page describes. A pattern would
 * take 'Proprietary' for an id; the list does not.
 */
export const spdxLicenseId = (license: string | null | undefined): string | undefined =>
  license ? SPDX_IDS.get(license.trim().toLowerCase()) : undefined;

/** The SPDX page of a licence id. */
export const spdxLicenseUrl = (id: string): string => `https://spdx.org/licenses/${id}`;
