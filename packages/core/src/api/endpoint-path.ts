/** The `:name` segments of a path pattern, as a union of names. */
export type PathParamName<P extends string> = P extends `${string}:${infer Name}/${infer Rest}`
  ? Name | PathParamName<`/${Rest}`>
  : P extends `${string}:${infer Name}`
    ? Name
    : never;

/** Values for a path's parameters, as a caller has them. */
export type PathValues<P extends string> = Record<PathParamName<P>, string | number>;

/** The path with each `:name` replaced by its value, URL-encoded. */
export function endpointPath<P extends string>(pattern: P, values: PathValues<P>): string {
  const lookup: Record<string, string | number> = values;
  return pattern.replace(/:([A-Za-z_]\w*)/g, (_match, name: string) => {
    const value = lookup[name];
    if (value === undefined) throw new Error(`No value for :${name} in ${pattern}.`);
    return encodeURIComponent(String(value));
  });
}
