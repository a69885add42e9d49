import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { harvestStatesRepo } from '../features/harvest/harvest-states.repo';
import { simulatorsRepo } from '../features/simulators/simulators.repo';
import { FakeForges } from '../test/fake-forges/fake-forges';
import { gitHubRepository } from '../test/fake-forges/opm-repository';
import { simulatorInput } from '../test/fixtures';
import { runAdminCli, type CliRun } from '../test/admin-cli';
import { startTestServer, type TestServer } from '../test/test-server';

let server: TestServer;
let forges: FakeForges;
let opm: number;
let resinsight: number;

beforeAll(async () => {
  server = await startTestServer();
  forges = await FakeForges.start();
  forges.addGitHub(gitHubRepository({ tags: [] }));
  forges.addGitHub(gitHubRepository({ fullName: 'OPM/ResInsight', tags: [], release: null }));
  opm = (await simulatorsRepo.insert(server.pool, simulatorInput({ name: 'OPM Flow' }))).id;
  resinsight = (
    await simulatorsRepo.insert(
      server.pool,
      simulatorInput({ name: 'ResInsight', sourceCodeRepository: 'https://github.com/OPM/ResInsight' }),
    )
  ).id;
});
afterAll(async () => {
  await forges?.close();
  await server?.close();
});

/** `npm run admin -- harvest ...` on the test database and the fake hosts. */
const run = (args: string[]): Promise<CliRun> =>
  runAdminCli(server.databaseUrl, ['harvest', ...args], { env: { HARVEST_HOSTS: forges.harvestHosts, GITHUB_TOKEN: 'cli-token' } });

// Each case starts the CLI in a process of its own, compiled by tsx at start: over 30 s on a loaded CI host.
describe('npm run admin -- harvest', { timeout: 90_000 }, () => {
  it('--tool harvests that one simulator, whatever its place in line, with the token and hosts of the environment', async () => {
    const result = await run(['--tool', String(resinsight)]);

    expect(result).toMatchObject({ code: 0, stdout: `ResInsight (${resinsight}): harvested, no release.\n` });
    expect((await simulatorsRepo.findById(server.pool, resinsight))?.repository).toMatchObject({ stars: 512, latestRelease: null });
    expect((await simulatorsRepo.findById(server.pool, opm))?.repository).toBeNull();
    expect(forges.requestsTo(/ResInsight$/)[0]?.headers.authorization).toBe('Bearer cli-token');
  });

  it('without --tool runs a batch in queue order, as the schedule does', async () => {
    const result = await run([]);

    // OPM Flow had no turn yet: first in line.
    expect(result.code).toBe(0);
    expect(result.stdout.split('\n')).toEqual([
      `OPM Flow (${opm}): harvested, latest release 2025.04 of 2025-04-30.`,
      `ResInsight (${resinsight}): harvested, no release.`,
      '',
    ]);
  });

  it('refuses (1) an unknown simulator, one switched off, and one whose harvest failed, saying why', async () => {
    expect(await run(['--tool', '999999'])).toMatchObject({ code: 1, stderr: 'No simulator with id 999999.\n' });

    await harvestStatesRepo.setDisabled(server.pool, opm, 'Read by hand.');
    expect(await run([`--tool=${opm}`])).toMatchObject({ code: 1, stderr: 'Harvesting is switched off for OPM Flow: Read by hand.\n' });
    await harvestStatesRepo.setDisabled(server.pool, opm, null);

    forges.github.delete('opm/resinsight');
    const failed = await run(['--tool', String(resinsight)]);
    expect(failed).toMatchObject({
      code: 1,
      stderr: `ResInsight (${resinsight}): failed: github.com has no such repository, or it is private (GET /repos/OPM/ResInsight answered 404).\n`,
    });
  });

  it('answers a usage error with 2 and the usage', async () => {
    const bad = await run(['--tool', 'opm']);
    expect(bad.code).toBe(2);
    expect(bad.stderr).toContain('--tool needs a simulator id (a positive whole number), not opm.');
    expect(bad.stderr).toContain('npm run admin -- harvest [--tool <id>]');
    expect((await run(['everything'])).code).toBe(2);
    expect((await run(['--tool'])).code).toBe(2);
  });
});
