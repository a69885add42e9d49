/** A link worth showing: not blank, not the 'N/A' placeholder some rows carry, not the '#' default of organisations. */
export function isUsableLink(url: string | null | undefined): url is string {
  const trimmed = url?.trim() ?? '';
  return trimmed !== '' && trimmed.toUpperCase() !== 'N/A' && trimmed !== '#';
}
