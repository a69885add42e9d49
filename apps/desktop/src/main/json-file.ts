import { randomUUID } from 'node:crypto';
import { mkdirSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import { mkdir, readFile, rename, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { z } from 'zod';

/**
 * Reads a JSON file kept by the app. A missing file is a first run; a file that is not JSON or not of the
 * expected shape (edited by hand, from another version) is reported and treated the same way, so a bad
 * file never stops the app from starting.
 */
export async function readJsonFile<T>(filePath: string, schema: z.ZodType<T>): Promise<T | undefined> {
  let text: string;
  try {
    text = await readFile(filePath, 'utf8');
  } catch (error) {
    if (error instanceof Error && 'code' in error && error.code === 'ENOENT') return undefined;
    throw error;
  }
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch {
    console.warn(`Ignoring ${filePath}: it is not JSON.`);
    return undefined;
  }
  const result = schema.safeParse(json);
  if (!result.success) {
    console.warn(`Ignoring ${filePath}: ${result.error.issues.map((issue) => issue.message).join('; ')}`);
    return undefined;
  }
  return result.data;
}

const serialise = (value: unknown) => `${JSON.stringify(value, null, 2)}\n`;

/** Writes a temporary file beside the target, then renames it: a crash leaves the old file or the new one. */
export async function writeJsonFile(filePath: string, value: unknown): Promise<void> {
  await mkdir(path.dirname(filePath), { recursive: true });
  const temporary = `${filePath}.${randomUUID()}.tmp`;
  try {
    await writeFile(temporary, serialise(value), 'utf8');
    await rename(temporary, filePath);
  } catch (error) {
    await rm(temporary, { force: true });
    throw error;
  }
}

/** The same, blocking: for a window that is closing while the app quits, when a pending write would be cut off. */
export function writeJsonFileSync(filePath: string, value: unknown): void {
  mkdirSync(path.dirname(filePath), { recursive: true });
  const temporary = `${filePath}.${randomUUID()}.tmp`;
  try {
    writeFileSync(temporary, serialise(value), 'utf8');
    renameSync(temporary, filePath);
  } catch (error) {
    rmSync(temporary, { force: true });
    throw error;
  }
}
