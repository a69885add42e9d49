export { CSV_BOM, csvCell, csvLine, joinCsvList } from './csv';
export { simulatorCsvHeader, simulatorCsvRow, simulatorsToCsv } from './simulator-csv';
