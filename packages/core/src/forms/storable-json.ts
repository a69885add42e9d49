import type { z } from 'zod';
import { isPlainObject } from '../shared/read';
import { textFault } from './storable-text';

/**
 * How deep a JSON value a writer sends may nest: the stored blobs are two to four levels deep, and every reader
 * that recurses (the server's JSON.stringify overflows a few thousand levels down, zod, the normalisers, jsonb)
 * stays far from the end of its stack.
 */
export const JSON_MAX_DEPTH = 32;
export const JSON_DEPTH_MESSAGE = `Must not be nested more than ${JSON_MAX_DEPTH} levels deep.` as const;

/**
 * Why `value` cannot be stored as jsonb: a string, value or key, that textFault refuses (jsonb refuses "\u0000"
 * too), or lists and objects nested past JSON_MAX_DEPTH. Walked with a list of pending values rather than by
 * recursion, so a value nested as deep as a request body allows is refused, not a stack overflow.
 */
export function jsonFault(value: unknown): ReturnType<typeof textFault> | typeof JSON_DEPTH_MESSAGE | undefined {
  const pending: { value: unknown; depth: number }[] = [{ value, depth: 0 }];
  for (let next = pending.pop(); next; next = pending.pop()) {
    const { value: item, depth } = next;
    if (typeof item === 'string') {
      const fault = textFault(item);
      if (fault) return fault;
    } else if (Array.isArray(item) || isPlainObject(item)) {
      // `item` is the (depth + 1)th level of lists and objects.
      if (depth === JSON_MAX_DEPTH) return JSON_DEPTH_MESSAGE;
      const children = Array.isArray(item) ? item : [...Object.keys(item), ...Object.values(item)];
      for (const child of children) pending.push({ value: child, depth: depth + 1 });
    }
  }
  return undefined;
}

/** A refinement that refuses what jsonFault refuses, with its message: every value a writer sends to a jsonb column. */
export const storableJson = (value: unknown, ctx: z.RefinementCtx<unknown>): void => {
  const fault = jsonFault(value);
  if (fault) ctx.addIssue({ code: 'custom', message: fault });
};
