import { randomBytes } from 'node:crypto';
import fs from 'node:fs/promises';

const OWNER_ONLY = 0o600;

/**
 * The cluster's superuser password, kept in a file only its owner can read. Created on first use;
 * a looser mode found on an existing file is tightened.
 */
export async function readOrCreatePassword(file: string): Promise<string> {
  try {
    const stat = await fs.stat(file);
    if ((stat.mode & 0o777) !== OWNER_ONLY) await fs.chmod(file, OWNER_ONLY);
    const password = (await fs.readFile(file, 'utf8')).trim();
    if (password) return password;
  } catch (err) {
    if ((err as NodeJS.ErrnoException).code !== 'ENOENT') throw err;
  }
  const password = randomBytes(24).toString('base64url');
  await fs.writeFile(file, `${password}\n`, { mode: OWNER_ONLY });
  // The mode given to writeFile only applies to a new file; an empty one left behind keeps its own.
  await fs.chmod(file, OWNER_ONLY);
  return password;
}
