import { describe, expect, it } from 'vitest';
import { planClusterLocation, unreachableMessage, type ClusterFacts } from './cluster-location';
import { canEnter } from './postgres-user';

const facts = (overrides: Partial<ClusterFacts> = {}): ClusterFacts => ({
  dataDir: '/root/rsd/data',
  recorded: undefined,
  runsAsRoot: true,
  postgresCanReachDataDir: false,
  clusterInDataDir: false,
  outsideDir: '/var/lib/rsd-postgres/0123456789abcdef',
  ...overrides,
});

describe('planClusterLocation', () => {
  it('keeps the cluster in DATA_DIR for an ordinary user, whatever the folder modes', () => {
    expect(planClusterLocation(facts({ runsAsRoot: false }))).toEqual({
      kind: 'use',
      clusterDir: '/root/rsd/data/postgres',
      record: false,
    });
  });

  it('keeps it in DATA_DIR for root when the postgres user can reach DATA_DIR', () => {
    expect(planClusterLocation(facts({ postgresCanReachDataDir: true }))).toEqual({
      kind: 'use',
      clusterDir: '/root/rsd/data/postgres',
      record: false,
    });
  });

  it('puts a new cluster outside a private folder for root, and records where', () => {
    expect(planClusterLocation(facts())).toEqual({
      kind: 'use',
      clusterDir: '/var/lib/rsd-postgres/0123456789abcdef',
      record: true,
    });
  });

  it('finds a recorded cluster again on later starts', () => {
    expect(planClusterLocation(facts({ recorded: '/var/lib/rsd-postgres/0123456789abcdef', clusterInDataDir: true }))).toEqual({
      kind: 'use',
      clusterDir: '/var/lib/rsd-postgres/0123456789abcdef',
      record: false,
    });
  });

  it('refuses, in one sentence that says what to do, when existing data is out of reach', () => {
    const plan = planClusterLocation(facts({ clusterInDataDir: true }));
    expect(plan).toEqual({ kind: 'refuse', message: unreachableMessage('/root/rsd/data') });
    if (plan.kind !== 'refuse') return;
    expect(plan.message).toMatch(/^The embedded PostgreSQL runs as the `postgres` system user .* cannot enter \/root\/rsd\/data /);
    expect(plan.message).toMatch(/set DATA_DIR to a folder it can reach .*, start as an ordinary user, or set DATABASE_URL\.$/);
    expect(plan.message.split(/\.\s/)).toHaveLength(1);
  });
});

describe('canEnter', () => {
  const postgres = { uid: 101, gid: 104 };
  it.each([
    [{ uid: 0, gid: 0, mode: 0o40700 }, false],
    [{ uid: 0, gid: 0, mode: 0o40755 }, true],
    [{ uid: 0, gid: 0, mode: 0o40711 }, true],
    [{ uid: 0, gid: 104, mode: 0o40750 }, true],
    [{ uid: 0, gid: 104, mode: 0o40705 }, false],
    [{ uid: 101, gid: 0, mode: 0o40700 }, true],
    [{ uid: 101, gid: 0, mode: 0o40077 }, false],
  ])('%o -> %s', (dir, expected) => {
    expect(canEnter(dir, postgres)).toBe(expected);
  });
});
