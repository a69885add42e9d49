export { CSV_BOM, csvCell, csvLine, joinCsvList } from './csv';
export { simulatorCsvHeader, simulatorCsvRow, simulatorsToCsv, type CsvSimulator } from './simulator-csv';
export { EXPORT_FORMATS, exportSimulators, type ExportFormat, type ExportFile } from './simulator-export';
