import { createHash } from 'node:crypto';
import fs from 'node:fs/promises';
import path from 'node:path';
import type { Logger } from '../logger';
import { StartupError } from '../startup-error';
import { canReach, ensurePostgresUser, POSTGRES_USER, runsAsRoot } from './postgres-user';

/** Where a root process keeps clusters that the `postgres` user could not reach inside DATA_DIR. */
export const OUTSIDE_CLUSTERS_DIR = '/var/lib/rsd-postgres';
/** In DATA_DIR: the cluster's folder when it lives outside DATA_DIR, so later starts find it again. */
export const LOCATION_FILE = 'postgres-location';

export interface ClusterFacts {
  dataDir: string;
  /** The folder recorded in DATA_DIR/postgres-location by an earlier start, if any. */
  recorded: string | undefined;
  runsAsRoot: boolean;
  /** Whether the `postgres` system user can walk down into DATA_DIR (only asked when root). */
  postgresCanReachDataDir: boolean;
  /** Whether DATA_DIR/postgres already holds a cluster. */
  clusterInDataDir: boolean;
  /** The folder to use when DATA_DIR is out of the `postgres` user's reach. */
  outsideDir: string;
}

export type ClusterPlan = { kind: 'use'; clusterDir: string; record: boolean } | { kind: 'refuse'; message: string };

export const unreachableMessage = (dataDir: string) =>
  `The embedded PostgreSQL runs as the \`${POSTGRES_USER}\` system user when started as root, and that user ` +
  `cannot enter ${dataDir} (a folder on the way, such as a home folder, is private): set DATA_DIR to a folder ` +
  'it can reach (for example DATA_DIR=/var/lib/rsd), start as an ordinary user, or set DATABASE_URL.';

/** Where the cluster lives: DATA_DIR/postgres unless root's `postgres` user cannot reach it. */
export function planClusterLocation(facts: ClusterFacts): ClusterPlan {
  const inDataDir = path.join(facts.dataDir, 'postgres');
  if (facts.recorded) return { kind: 'use', clusterDir: facts.recorded, record: false };
  if (!facts.runsAsRoot || facts.postgresCanReachDataDir) return { kind: 'use', clusterDir: inDataDir, record: false };
  // Data already there cannot be moved behind the operator's back.
  if (facts.clusterInDataDir) return { kind: 'refuse', message: unreachableMessage(facts.dataDir) };
  return { kind: 'use', clusterDir: facts.outsideDir, record: true };
}

const exists = (file: string) =>
  fs.access(file).then(
    () => true,
    () => false,
  );

/** One folder per DATA_DIR, so two checkouts started as root never share a cluster. */
const outsideDirFor = (dataDir: string) => path.join(OUTSIDE_CLUSTERS_DIR, createHash('sha256').update(dataDir).digest('hex').slice(0, 16));

/** Decides (and records) the cluster's folder for DATA_DIR; refuses in one sentence when it cannot work. */
export async function resolveClusterDir(dataDir: string, logger: Logger): Promise<string> {
  const locationFile = path.join(dataDir, LOCATION_FILE);
  const recorded = (await fs.readFile(locationFile, 'utf8').catch(() => '')).trim() || undefined;
  const root = runsAsRoot();
  const plan = planClusterLocation({
    dataDir,
    recorded,
    runsAsRoot: root,
    postgresCanReachDataDir: root && !recorded ? await canReach(dataDir, await ensurePostgresUser()) : true,
    clusterInDataDir: await exists(path.join(dataDir, 'postgres', 'PG_VERSION')),
    outsideDir: outsideDirFor(dataDir),
  });
  if (plan.kind === 'refuse') throw new StartupError(plan.message);
  if (plan.record) {
    try {
      await fs.mkdir(path.dirname(plan.clusterDir), { recursive: true, mode: 0o755 });
      await fs.mkdir(dataDir, { recursive: true });
      await fs.writeFile(locationFile, `${plan.clusterDir}\n`);
    } catch (err) {
      throw new StartupError(unreachableMessage(dataDir), { cause: err });
    }
    logger.info(
      { dataDir, clusterDir: plan.clusterDir },
      `the postgres user cannot reach DATA_DIR; the embedded cluster lives in ${plan.clusterDir} instead`,
    );
  }
  return plan.clusterDir;
}
