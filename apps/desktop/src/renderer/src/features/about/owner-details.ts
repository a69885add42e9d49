import { isUsableLink } from '@rsd/core';
import { z } from 'zod';

/**
 * Who runs this directory (spec 1: the About page names the owner, a company tax number, a support contact
 * and a website). They are never written into the code: whoever builds the renderer supplies them as
 * VITE_OWNER_* variables (README, Configuration), so the web build and the desktop app show the same text.
 */
export interface OwnerDetails {
  name: string | null;
  taxNumber: string | null;
  supportEmail: string | null;
  website: string | null;
}

export type OwnerEnv = Partial<
  Record<'VITE_OWNER_NAME' | 'VITE_OWNER_TAX_NUMBER' | 'VITE_OWNER_SUPPORT_EMAIL' | 'VITE_OWNER_WEBSITE', string>
>;

/** Shown in place of a detail nobody configured: neutral, so the page never looks like it invented one. */
export const NOT_CONFIGURED = 'Not configured';

const emailSchema = z.email();

function text(value: string | undefined): string | null {
  const trimmed = value?.trim();
  return trimmed ? trimmed : null;
}

/** A malformed e-mail or a non-http(s) website is treated as unset rather than shown as a broken link. */
export function readOwnerDetails(env: OwnerEnv): OwnerDetails {
  const email = text(env.VITE_OWNER_SUPPORT_EMAIL);
  const website = text(env.VITE_OWNER_WEBSITE);
  return {
    name: text(env.VITE_OWNER_NAME),
    taxNumber: text(env.VITE_OWNER_TAX_NUMBER),
    supportEmail: email && emailSchema.safeParse(email).success ? email : null,
    website: website && isUsableLink(website) ? website : null,
  };
}

export const OWNER_DETAILS: OwnerDetails = readOwnerDetails(import.meta.env);
