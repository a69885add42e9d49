/** Spec 2: the route id is read as an integer, 0 when missing or not a number. */
export function parseSimulatorId(raw: string | undefined): number {
  const id = Number.parseInt(raw ?? '', 10);
  return Number.isNaN(id) ? 0 : id;
}
