import { exportSimulators, type ExportFormat, type Simulator } from '@rsd/core';
import { saveTextFile } from '../../ui/save-text-file';

/** Writes and saves the list; loaded on the first Export click so the writers stay out of home's first chunk. */
export function exportList(simulators: readonly Simulator[], format: ExportFormat): void {
  saveTextFile(exportSimulators(simulators, format));
}
