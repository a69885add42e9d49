import { isInTimestampYears, TIMESTAMP_YEARS_MESSAGE } from '../schemas/timestamp-years';
import type { SimulatorListingRow, SyncListingsEnvelope } from './listing-row';
import type { SyncCursor } from './sync-cursor';
import {
  addIssue,
  isPlainObject,
  isSafeInteger,
  readList,
  readNullableString,
  readString,
  readStringEntry,
  type CheckIssue,
  type CheckPath,
  type CheckResult,
} from './plain-check';
import { LISTED_DATE_MESSAGE, LISTED_DATE_PATTERN, SYNC_CURSOR_MESSAGE, SYNC_CURSOR_PATTERN } from './sync-patterns';

// What the sync worker checks before home can show a first visit's count, in plain code: zod's core, which the
// records' classic schemas share, would be a download of its own before the count. The zod schemas
// (listing-row.ts, sync-cursor.ts, ../schemas/timestamp.ts) stay the definition the server and the types use;
// listing-row-check.test.ts holds these checks' verdicts to theirs over valid and invalid values alike.

/**
 * zod's `z.iso.datetime({ offset: true })`: a calendar day (29 February in leap years only), T, a time with seconds
 * and any fraction, then Z or an offset. Timestamp's own test and this module's hold the two to the same verdicts.
 */
const DATETIME_PATTERN = new RegExp(
  '^(?:(?:\\d\\d[2468][048]|\\d\\d[13579][26]|\\d\\d0[48]|[02468][048]00|[13579][26]00)-02-29|\\d{4}-(?:(?:0[13578]|1[02])-(?:0[1-9]|[12]\\d|3[01])|(?:0[469]|11)-(?:0[1-9]|[12]\\d|30)|(?:02)-(?:0[1-9]|1\\d|2[0-8])))' +
    'T(?:(?:[01]\\d|2[0-3]):[0-5]\\d:[0-5]\\d(?:\\.\\d+)?(?:Z|([+-](?:[01]\\d|2[0-3]):[0-5]\\d)))$',
);

/** Whether `value` is a sync cursor (SyncCursor). */
export const isSyncCursor = (value: unknown): value is SyncCursor => typeof value === 'string' && SYNC_CURSOR_PATTERN.test(value);

/** `value[key]` as a cursor; the initial one with an issue otherwise. */
export function readCursor(value: Record<string, unknown>, key: string, path: CheckPath, issues: CheckIssue[]): SyncCursor {
  const field = value[key];
  if (isSyncCursor(field)) return field;
  addIssue(issues, path, key, typeof field === 'string' ? SYNC_CURSOR_MESSAGE : 'Expected a string.');
  return '0';
}

/** `value[key]` as a whole number; 0 with an issue otherwise. */
export function readInteger(value: Record<string, unknown>, key: string, path: CheckPath, issues: CheckIssue[]): number {
  const field = value[key];
  if (isSafeInteger(field)) return field;
  addIssue(issues, path, key, 'Expected a whole number.');
  return 0;
}

function readTimestamp(value: Record<string, unknown>, key: string, path: CheckPath, issues: CheckIssue[]): string | null {
  const field = readNullableString(value, key, path, issues);
  if (field === null) return null;
  if (!DATETIME_PATTERN.test(field)) addIssue(issues, path, key, 'Expected an ISO 8601 date and time with its offset.');
  else if (!isInTimestampYears(field)) addIssue(issues, path, key, TIMESTAMP_YEARS_MESSAGE);
  return field;
}

function readListedDate(value: Record<string, unknown>, key: string, path: CheckPath, issues: CheckIssue[]): string | null {
  const field = readNullableString(value, key, path, issues);
  if (field !== null && !LISTED_DATE_PATTERN.test(field)) addIssue(issues, path, key, LISTED_DATE_MESSAGE);
  return field;
}

type OrganizationRef = SimulatorListingRow['relevantOrganizations'][number];

const isOptionalString = (value: unknown): value is string | undefined => value === undefined || typeof value === 'string';

/** A name, or an object with a name and optionally a role and a url (OrganizationRef); its other keys dropped. */
function readOrganization(entry: unknown, listPath: CheckPath, index: number, issues: CheckIssue[]): OrganizationRef {
  if (typeof entry === 'string') return entry;
  if (!isPlainObject(entry) || typeof entry.name !== 'string' || !isOptionalString(entry.role) || !isOptionalString(entry.url)) {
    addIssue(issues, listPath, index, 'Expected a name, or an organization with a name and optionally a role and a url.');
    return '';
  }
  const organization: OrganizationRef = { name: entry.name };
  // As zod's object: an optional key the answer has stays, even when undefined.
  if ('role' in entry) organization.role = entry.role;
  if ('url' in entry) organization.url = entry.url;
  return organization;
}

/** SimulatorListingRow's check: the listing with only its own fields, or the issues under `path`. */
export function readListingRow(row: unknown, path: CheckPath, issues: CheckIssue[]): SimulatorListingRow | null {
  if (!isPlainObject(row)) {
    addIssue(issues, path, null, 'Expected a listing (an object).');
    return null;
  }
  const before = issues.length;
  const id = row.id;
  if (!isSafeInteger(id) || id <= 0) addIssue(issues, path, 'id', 'Expected a positive whole number.');
  const listing: SimulatorListingRow = {
    id: isSafeInteger(id) ? id : 0,
    name: readString(row, 'name', path, issues),
    fullName: readString(row, 'fullName', path, issues),
    shortDescription: readString(row, 'shortDescription', path, issues),
    developmentStatus: readString(row, 'developmentStatus', path, issues),
    applicationAreas: readList(row, 'applicationAreas', path, issues, readStringEntry),
    programmingLanguages: readList(row, 'programmingLanguages', path, issues, readStringEntry),
    licenseType: readNullableString(row, 'licenseType', path, issues),
    relevantOrganizations: readList(row, 'relevantOrganizations', path, issues, readOrganization),
    keyFeatures: readList(row, 'keyFeatures', path, issues, readStringEntry),
    lastReleaseDate: readListedDate(row, 'lastReleaseDate', path, issues),
    updatedAt: readTimestamp(row, 'updatedAt', path, issues),
    capabilities: readList(row, 'capabilities', path, issues, readStringEntry),
    archived: row.archived === true,
    terms: readList(row, 'terms', path, issues, readStringEntry),
  };
  if (typeof row.archived !== 'boolean') addIssue(issues, path, 'archived', 'Expected true or false.');
  return issues.length === before ? listing : null;
}

/** SimulatorListingRow.safeParse in plain code: the same verdict and data; issues of its own words. */
export function checkListingRow(row: unknown): CheckResult<SimulatorListingRow> {
  const issues: CheckIssue[] = [];
  const listing = readListingRow(row, [], issues);
  return listing === null ? { success: false, issues } : { success: true, data: listing };
}

/** SyncListingsEnvelope.safeParse in plain code: the answer with its listings not yet read. */
export function checkSyncListingsEnvelope(raw: unknown): CheckResult<SyncListingsEnvelope> {
  if (!isPlainObject(raw)) return { success: false, issues: [{ path: [], message: 'Expected the listings answer (an object).' }] };
  const issues: CheckIssue[] = [];
  const protocol = readInteger(raw, 'protocol', [], issues);
  const dataset = readString(raw, 'dataset', [], issues);
  if (typeof raw.dataset === 'string' && dataset === '') addIssue(issues, [], 'dataset', 'Expected a dataset name, not an empty one.');
  const cursor = readCursor(raw, 'cursor', [], issues);
  const listings: unknown = raw.listings;
  if (!Array.isArray(listings)) addIssue(issues, [], 'listings', 'Expected a list.');
  if (issues.length > 0 || !Array.isArray(listings)) return { success: false, issues };
  return { success: true, data: { protocol, dataset, cursor, listings } };
}

/** Issues as one line each, `path: reason` (the root as `(answer)`), for an error's message. */
export const describeIssues = (issues: readonly CheckIssue[]): string =>
  issues.map((issue) => `${issue.path.length === 0 ? '(answer)' : issue.path.join('.')}: ${issue.message}`).join('\n');
