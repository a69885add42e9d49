/** Form field name -> payload field name, for the fields whose names differ between the two. */
export type FieldNameMap = Readonly<Record<string, string>>;

/** `values` with each form name in `map` renamed to its payload name; other keys as they are. */
export function toPayloadNames<M extends FieldNameMap>(values: Record<string, unknown>, map: M): Record<string, unknown> {
  return Object.fromEntries(Object.entries(values).map(([key, value]) => [map[key] ?? key, value]));
}

/**
 * Server field errors (ErrorBody `fields`, keyed by payload path 'a.b') keyed by form path instead, so
 * each message lands on the input the visitor typed into. Messages for the same field are kept together.
 */
export function toFormFieldErrors(fields: Readonly<Record<string, readonly string[]>>, map: FieldNameMap): Record<string, string[]> {
  const toForm = new Map(Object.entries(map).map(([form, payload]) => [payload, form]));
  const result: Record<string, string[]> = {};
  for (const [path, messages] of Object.entries(fields)) {
    const [head = '', ...rest] = path.split('.');
    const formPath = [toForm.get(head) ?? head, ...rest].join('.');
    (result[formPath] ??= []).push(...messages);
  }
  return result;
}
