// Build-time settings of the renderer (README, Configuration); unset ones are undefined.
interface ImportMetaEnv {
  readonly VITE_OWNER_NAME?: string;
  readonly VITE_OWNER_TAX_NUMBER?: string;
  readonly VITE_OWNER_SUPPORT_EMAIL?: string;
  readonly VITE_OWNER_WEBSITE?: string;
}

/** What the boot script read for home's first screen, in one transaction with the list (start-up/boot.ts): raw rows. */
interface RsdEarlyFirstScreen {
  /** The meta row under FIRST_SCREEN_KEY, if any. */
  stored: unknown;
  /** The meta row of the sync's position, if any. */
  sync: unknown;
  /** How many rows the listings' table holds (packs of listings, data/cache/listing-packs.ts). */
  count: number;
}

/** Every cached pack of listings as the boot script read it, with the two meta rows of the same transaction. */
interface RsdEarlyList {
  rows: unknown[];
  stored: unknown;
  sync: unknown;
}

/** Each part settles undefined when the boot script could read nothing (no cache, an older one, an error). */
interface RsdEarlyRead {
  /** Each gone once taken. */
  firstScreen?: Promise<RsdEarlyFirstScreen | undefined>;
  list?: Promise<RsdEarlyList | undefined>;
}

interface Window {
  /** Home's first screen and list as the web build's boot script read them from the offline cache (start-up/boot.ts; start-up/early-listings.ts takes them). */
  rsdEarlyRead?: RsdEarlyRead;
}

/** A module as an entry chunk of the page's own build, by its URL (vite/chunk-url.ts). */
declare module '*?chunk-url' {
  const url: string;
  export default url;
}
