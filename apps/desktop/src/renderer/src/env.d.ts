// Build-time settings of the renderer (README, Configuration); unset ones are undefined.
interface ImportMetaEnv {
  readonly VITE_OWNER_NAME?: string;
  readonly VITE_OWNER_TAX_NUMBER?: string;
  readonly VITE_OWNER_SUPPORT_EMAIL?: string;
  readonly VITE_OWNER_WEBSITE?: string;
}

interface Window {
  /** Home's list as the web build's boot script read it from the offline cache (start-up/boot.ts; start-up/early-listings.ts takes it). */
  rsdEarlyList?: Promise<unknown[] | undefined>;
}
