/** Digits only, no sign, exponent, decimals or leading zeros: one way to write each id. */
const ID_TEXT = /^[1-9]\d*$/;

export const ID_MESSAGE = 'id must be a positive integer.';

/** An entity id written as text (a path segment, a select's value), or null if it is not one. */
export const parseId = (text: string): number | null => {
  if (!ID_TEXT.test(text)) return null;
  const id = Number(text);
  // Past 2^53 two different ids would read as the same number.
  return Number.isSafeInteger(id) ? id : null;
};
