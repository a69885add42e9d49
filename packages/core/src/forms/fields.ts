import { z } from 'zod';
import { BenchmarkStudy } from '../schemas/simulator';
import { webLinkOrNull } from '../links/web-link';
import { asText, isPlainObject, pickOptionalText, pickText, readJsonish } from '../shared/read';
import { storableText } from './storable-text';

export const email = (message: string) =>
  z
    .string({ error: message })
    .trim()
    .max(254, message)
    .pipe(z.email({ error: message }));

/** Trimmed text of at least `min` characters, at most `max`. */
export const text = (min: number, message: string, max = 10_000) =>
  z.string({ error: message }).trim().min(min, message).max(max, `Must be at most ${max} characters.`).superRefine(storableText);

/** Optional free text: blank, null or missing reads as null. */
export const optionalText = (max = 10_000) =>
  z
    .string()
    .trim()
    .max(max, `Must be at most ${max} characters.`)
    .superRefine(storableText)
    .nullish()
    .transform((v) => v || null);

/** A select whose value must be one of `values`; a blank or missing choice gets `message`. */
export const choice = <const T extends readonly [string, ...string[]]>(values: T, message: string) =>
  z.string({ error: message }).pipe(z.enum(values, { error: message }));

/** "C++, Python ,, Fortran" to ['C++', 'Python', 'Fortran']. */
export const splitCommaList = (value: string | null | undefined): string[] =>
  (value ?? '')
    .split(',')
    .map((part) => part.trim())
    .filter((part) => part !== '');

/** One entry a line, for lists whose entries hold commas: blank lines and surrounding blanks dropped. */
export const splitLineList = (value: string | null | undefined): string[] =>
  (value ?? '')
    .split(/\r?\n/)
    .map((line) => line.trim())
    .filter((line) => line !== '');

/** A list given as JSON text or already parsed; unreadable or non-list input is []. */
const readList = (raw: unknown): unknown[] => {
  const read = readJsonish(raw);
  return read.kind === 'value' && Array.isArray(read.value) ? read.value : [];
};

/**
 * benchmark_studies from JSON text (or an already parsed list): invalid JSON or a non-list is
 * [] without an error (product rules §5); entries without a benchmark name are dropped.
 */
export const readBenchmarkStudies = (raw: unknown): BenchmarkStudy[] =>
  readList(raw).flatMap((entry) => {
    if (!isPlainObject(entry)) return [];
    const name = pickText(entry, 'benchmark_name', 'name');
    if (name === '') return [];
    return [
      {
        benchmark_name: name,
        description: pickText(entry, 'description'),
        // Read leniently like the rest of the entry: a link that is not http(s) is dropped, not an error.
        publication_or_report_url: webLinkOrNull(pickOptionalText(entry, 'publication_or_report_url')),
        dataset_url: webLinkOrNull(pickOptionalText(entry, 'dataset_url')),
        source_url: webLinkOrNull(pickOptionalText(entry, 'source_url')),
      },
    ];
  });

export type OrganizationInput = string | { name: string; role?: string; url?: string };

/** relevantOrganizations from JSON text: names or { name, role?, url? }; anything unreadable is dropped. */
export const readOrganizationRefs = (raw: unknown): OrganizationInput[] =>
  readList(raw).flatMap((entry): OrganizationInput[] => {
    if (typeof entry === 'string') return entry.trim() === '' ? [] : [entry.trim()];
    if (!isPlainObject(entry)) return [];
    const name = asText(entry.name);
    if (name === '') return [];
    const role = pickText(entry, 'role');
    const url = webLinkOrNull(pickText(entry, 'url'));
    return [{ name, ...(role ? { role } : {}), ...(url ? { url } : {}) }];
  });
