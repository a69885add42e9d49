/** A text file the user saves: its name, type and content. */
export interface TextFile {
  fileName: string;
  mimeType: string;
  content: string;
}

/**
 * Saves text as a download through a temporary link to a Blob: made in the page, so it works offline and
 * the same in the browser and in Electron (which shows its save dialog for it).
 */
export function saveTextFile({ fileName, mimeType, content }: TextFile): void {
  const url = URL.createObjectURL(new Blob([content], { type: mimeType }));
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  link.hidden = true;
  document.body.append(link);
  link.click();
  link.remove();
  // Revoked on the next task: the click has handed the Blob to the download by then.
  setTimeout(() => URL.revokeObjectURL(url), 0);
}
