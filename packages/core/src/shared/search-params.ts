/** What core needs of URLSearchParams; both the DOM and Node implementations satisfy it. */
export interface SearchParamsLike {
  get(name: string): string | null;
  getAll(name: string): string[];
  append(name: string, value: string): void;
  toString(): string;
}

/** Read-only input: a URLSearchParams, or a query string with or without its '?'. */
export type SearchParamsInput = Pick<SearchParamsLike, 'get' | 'getAll'> | string;

/**
 * The host's own URLSearchParams type where the host declares one (DOM in the renderer, Node in the
 * server), so callers can pass the result straight on; core itself compiles without either.
 */
export type HostURLSearchParams = typeof globalThis extends { URLSearchParams: { prototype: infer T } } ? T : SearchParamsLike;

type SearchParamsConstructor = new (init?: string | string[][]) => SearchParamsLike;

const host = globalThis as unknown as { URLSearchParams: SearchParamsConstructor };

export const newSearchParams = (init?: string | string[][]): SearchParamsLike => new host.URLSearchParams(init);

export const asHostSearchParams = (params: SearchParamsLike): HostURLSearchParams => params as unknown as HostURLSearchParams;

export const readSearchParams = (input: SearchParamsInput): Pick<SearchParamsLike, 'get' | 'getAll'> =>
  typeof input === 'string' ? newSearchParams(input.startsWith('?') ? input.slice(1) : input) : input;
