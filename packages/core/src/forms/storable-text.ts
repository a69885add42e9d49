import { z } from 'zod';

export const CONTROL_CHARACTER_MESSAGE = 'Must not contain control characters.';
export const BROKEN_CHARACTER_MESSAGE = 'Must not contain broken characters.';

const TAB = 0x09;
const LINE_FEED = 0x0a;
const CARRIAGE_RETURN = 0x0d;
const DELETE = 0x7f;

/**
 * Why `value` cannot be stored as typed and shown back byte for byte: a control character other than tab and
 * line breaks (PostgreSQL text refuses NUL; the others are invisible noise), or half of a surrogate pair,
 * which has no UTF-8 form. Undefined when it is fine.
 */
export function textFault(value: string): typeof CONTROL_CHARACTER_MESSAGE | typeof BROKEN_CHARACTER_MESSAGE | undefined {
  for (let i = 0; i < value.length; i += 1) {
    const code = value.charCodeAt(i);
    if ((code < 0x20 && code !== TAB && code !== LINE_FEED && code !== CARRIAGE_RETURN) || code === DELETE)
      return CONTROL_CHARACTER_MESSAGE;
    if (code >= 0xd800 && code <= 0xdbff) {
      const next = value.charCodeAt(i + 1);
      if (!(next >= 0xdc00 && next <= 0xdfff)) return BROKEN_CHARACTER_MESSAGE;
      i += 1;
    } else if (code >= 0xdc00 && code <= 0xdfff) return BROKEN_CHARACTER_MESSAGE;
  }
  return undefined;
}

/** True when textFault finds nothing: the one rule every text a visitor or an admin types must pass. */
export const isStorableText = (value: string): boolean => textFault(value) === undefined;

/** A refinement that refuses text isStorableText refuses, with a message that says what is wrong. */
export const storableText = (value: string, ctx: z.RefinementCtx<string>): void => {
  const fault = textFault(value);
  if (fault) ctx.addIssue({ code: 'custom', message: fault });
};

/** Any string storableText accepts, as given: a writer's field whose form holds the stricter rule (trimming, length). */
export const storableString = () => z.string().superRefine(storableText);
