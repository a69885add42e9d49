import { z } from 'zod';

/** The licences a visitor can pick when submitting a tool (product rules §5). */
export const LICENSE_TYPES = ['MIT', 'GPL-3.0', 'Apache-2.0', 'BSD-3-Clause', 'Proprietary', 'Other'] as const;
export const LicenseType = z.enum(LICENSE_TYPES);
export type LicenseType = z.infer<typeof LicenseType>;
