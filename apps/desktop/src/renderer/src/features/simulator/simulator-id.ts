/** Spec 2: the route id is read as an integer, 0 when missing or not a number. */
export function parseSimulatorId(raw: string | undefined): number {
  const id = Number.parseInt(raw ?? '', 10);
  return Number.isNaN(id) ? 0 : id;
}

/** A link worth showing: not blank and not the 'N/A' placeholder some rows carry. */
export function isUsableLink(url: string | null | undefined): url is string {
  const trimmed = url?.trim() ?? '';
  return trimmed !== '' && trimmed.toUpperCase() !== 'N/A' && trimmed !== '#';
}
