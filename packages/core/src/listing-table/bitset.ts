/**
 * Sets of list positions as bits in a Uint32Array: a facet's members, a filter's matches. One typed array per set,
 * which the garbage collector never traces, and AND / OR / count over 30,000 tools in about a thousand words.
 */
export type Bitset = Uint32Array<ArrayBuffer>;

export const emptyBitset = (size: number): Bitset => new Uint32Array((size + 31) >>> 5);

/** Every position below `size`. */
export function fullBitset(size: number): Bitset {
  const bits = emptyBitset(size);
  bits.fill(0xffffffff);
  const rest = size & 31;
  if (rest !== 0) bits[bits.length - 1] = (1 << rest) - 1;
  return bits;
}

export const setBit = (bits: Bitset, position: number): void => {
  bits[position >>> 5]! |= 1 << (position & 31);
};

export const hasBit = (bits: Bitset, position: number): boolean => (bits[position >>> 5]! & (1 << (position & 31))) !== 0;

/** `into` becomes `into AND other`. */
export function andInto(into: Bitset, other: Bitset): Bitset {
  for (let word = 0; word < into.length; word++) into[word]! &= other[word]!;
  return into;
}

/** `into` becomes `into OR other`. */
export function orInto(into: Bitset, other: Bitset): Bitset {
  for (let word = 0; word < into.length; word++) into[word]! |= other[word]!;
  return into;
}

const wordCount = (word: number): number => {
  let bits = word - ((word >>> 1) & 0x55555555);
  bits = (bits & 0x33333333) + ((bits >>> 2) & 0x33333333);
  return (((bits + (bits >>> 4)) & 0x0f0f0f0f) * 0x01010101) >>> 24;
};

/** How many positions are set. */
export function countBits(bits: Bitset): number {
  let count = 0;
  for (let word = 0; word < bits.length; word++) count += wordCount(bits[word]!);
  return count;
}

/** How many positions `a AND b` holds, without building it. */
export function countBoth(a: Bitset, b: Bitset): number {
  let count = 0;
  for (let word = 0; word < a.length; word++) count += wordCount(a[word]! & b[word]!);
  return count;
}
