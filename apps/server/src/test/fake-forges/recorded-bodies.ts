import fs from 'node:fs';
import path from 'node:path';

/** The response examples of GitHub's and GitLab's API documentation that the fake forges answer with (recorded/). */
const RECORDED = path.join(import.meta.dirname, 'recorded');
const read = (file: string): unknown => JSON.parse(fs.readFileSync(path.join(RECORDED, file), 'utf8'));
/** A recorded answer that is one object. */
export const recorded = (file: string) => read(file) as Record<string, unknown>;
/** The first entry of a recorded answer that is a list. */
export const recordedEntry = (file: string) => (read(file) as Record<string, unknown>[])[0]!;
