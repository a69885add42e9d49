/**
 * Static import cycles among a build's chunks. A cycle makes the browser evaluate one of its chunks before the
 * chunk it imports from has run, so whatever it reads from it at its top level is still undefined: a zod schema
 * built from another then throws "Cannot read properties of undefined (reading '_zod')" when first used. The
 * modules themselves need not form a cycle; grouping chunks by hand (apps/desktop/vite/renderer-chunks.ts) can.
 */

/** Each cycle as the chunks in it, sorted; `imports` gives a chunk's static imports, by the same names. */
export function chunkCycles(imports: ReadonlyMap<string, readonly string[]>): string[][] {
  const cycles: string[][] = [];
  const order = new Map<string, number>();
  const lowest = new Map<string, number>();
  const open: string[] = [];
  const onPath = new Set<string>();

  // Tarjan's strongly connected components: every component of two or more chunks, or one that imports itself.
  const visit = (chunk: string) => {
    order.set(chunk, order.size);
    lowest.set(chunk, order.get(chunk)!);
    open.push(chunk);
    onPath.add(chunk);
    for (const next of imports.get(chunk) ?? []) {
      if (!imports.has(next)) continue;
      if (!order.has(next)) {
        visit(next);
        lowest.set(chunk, Math.min(lowest.get(chunk)!, lowest.get(next)!));
      } else if (onPath.has(next)) lowest.set(chunk, Math.min(lowest.get(chunk)!, order.get(next)!));
    }
    if (lowest.get(chunk) !== order.get(chunk)) return;
    const component: string[] = [];
    for (let member = open.pop(); member !== undefined; member = member === chunk ? undefined : open.pop()) {
      onPath.delete(member);
      component.push(member);
    }
    if (component.length > 1 || imports.get(chunk)?.includes(chunk)) cycles.push(component.toSorted());
  };
  for (const chunk of imports.keys()) if (!order.has(chunk)) visit(chunk);
  return cycles;
}
