import type { HasCapabilities } from '../capabilities/filter-capabilities';
import { organizationName } from '../normalize/organizations';
import type { Simulator } from '../schemas/simulator';
import { CSV_BOM, csvLine, joinCsvList } from './csv';

const names = (refs: readonly unknown[]): string => joinCsvList(refs.map(organizationName).filter((name) => name !== ''));

/**
 * The fields a CSV row is made of: a server export reads only these, never the large JSON blobs the CSV leaves
 * out. Includes what the home filters read, so the same rows can be filtered before they are written: of the
 * capabilities only their terms, which is all the filters read (a server export reads nothing more). The sources
 * (evidence, factsVerifiedOn) stay out like the description: provenance to read, not a fact to sort by; the JSON
 * export carries them.
 */
export type CsvSimulator = Pick<
  Simulator,
  | 'id'
  | 'name'
  | 'fullName'
  | 'shortDescription'
  | 'website'
  | 'sourceCodeRepository'
  | 'licenseType'
  | 'licenseUrl'
  | 'programmingLanguages'
  | 'applicationAreas'
  | 'keyFeatures'
  | 'strengths'
  | 'developmentStatus'
  | 'lastReleaseVersion'
  | 'lastReleaseDate'
  | 'updatedAt'
  | 'organizations'
  | 'relevantOrganizations'
> &
  HasCapabilities;

/** The columns of a simulator export, in order: the flat facts a spreadsheet user filters and sorts by. */
const COLUMNS: ReadonlyArray<readonly [header: string, cell: (s: CsvSimulator) => string]> = [
  ['id', (s) => String(s.id)],
  ['name', (s) => s.name],
  ['fullName', (s) => s.fullName],
  ['shortDescription', (s) => s.shortDescription],
  ['website', (s) => s.website],
  ['sourceCodeRepository', (s) => s.sourceCodeRepository ?? ''],
  ['licenseType', (s) => s.licenseType ?? ''],
  ['licenseUrl', (s) => s.licenseUrl ?? ''],
  ['programmingLanguages', (s) => joinCsvList(s.programmingLanguages)],
  ['applicationAreas', (s) => joinCsvList(s.applicationAreas)],
  ['keyFeatures', (s) => joinCsvList(s.keyFeatures)],
  ['strengths', (s) => joinCsvList(s.strengths)],
  ['developmentStatus', (s) => s.developmentStatus],
  ['lastReleaseVersion', (s) => s.lastReleaseVersion ?? ''],
  ['lastReleaseDate', (s) => s.lastReleaseDate ?? ''],
  ['updatedAt', (s) => s.updatedAt ?? ''],
  ['organizations', (s) => names(s.organizations)],
  ['relevantOrganizations', (s) => names(s.relevantOrganizations)],
];

/** The BOM and the header record: a streaming writer sends this first, then one row per simulator. */
export const simulatorCsvHeader = (): string => CSV_BOM + csvLine(COLUMNS.map(([header]) => header));

export const simulatorCsvRow = (simulator: CsvSimulator): string => csvLine(COLUMNS.map(([, cell]) => cell(simulator)));

/** A whole list as one CSV text (the browser's export; the server streams header and rows itself). */
export const simulatorsToCsv = (simulators: readonly CsvSimulator[]): string =>
  simulatorCsvHeader() + simulators.map(simulatorCsvRow).join('');
