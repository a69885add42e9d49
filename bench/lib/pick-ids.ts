/**
 * `count` ids spread evenly over those of `all` not in `used`, added to `used`. It walks the unused ids once, so it
 * ends whatever the counts (a walk by a fixed step over all ids never ended when the step and the row count shared a
 * factor and the ids it came back to were used); asking for more than are left is an error, not a wait.
 */
export function pickIds(all: readonly number[], count: number, used: Set<number>): number[] {
  const unused = all.filter((id) => !used.has(id));
  if (count > unused.length) throw new RangeError(`Cannot pick ${count} unused ids: ${unused.length} are left.`);
  const picked = Array.from({ length: count }, (_, k) => unused[Math.floor((k * unused.length) / count)]!);
  for (const id of picked) used.add(id);
  return picked;
}
