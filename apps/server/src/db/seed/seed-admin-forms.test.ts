import {
  AdminSimulatorForm,
  AdminTechnologyForm,
  JobForm,
  JobUpdate,
  SimulatorUpdate,
  TechnologyUpdate,
  adminSimulatorFormToInput,
  adminTechnologyFormToInput,
  jobFormToInput,
  jobToFormValues,
  simulatorToAdminForm,
  technologyToAdminForm,
  type Job,
  type Simulator,
  type Technology,
} from '@rsd/core';
import { describe, expect, it } from 'vitest';
import type { z } from 'zod';
import { jobsRepo } from '../../features/jobs/jobs.repo';
import { simulatorsRepo } from '../../features/simulators/simulators.repo';
import { technologiesRepo } from '../../features/technologies/technologies.repo';
import { fixtureSeed } from '../../test/fixtures';
import { migratedTestDatabase } from '../../test/migrated-database';
import { directorySeed, directorySeeds, directorySimulators } from './directory-seed';
import { applySeed } from './seed';

/**
 * What an admin who opens a stored row and presses Save without changing anything sends: the row as the
 * editor's values, checked by the editor's core schema, then the PUT body checked by the endpoint's schema.
 * Answers each failing row as "name: field: message", so a row the admin could not save is named.
 */
function unsavable<Row extends { version: number }, Form, Values>(
  rows: Row[],
  label: (row: Row) => string,
  toValues: (row: Row) => Values,
  form: z.ZodType<Form, Values>,
  toBody: (form: Form, row: Row) => object,
  update: z.ZodType,
): string[] {
  return rows.flatMap((row) => {
    const edited = form.safeParse(toValues(row));
    const issues = edited.success
      ? (update.safeParse({ ...toBody(edited.data, row), expectedVersion: row.version }).error?.issues ?? [])
      : edited.error.issues;
    return issues.map((issue) => `${label(row)}: ${issue.path.join('.')}: ${issue.message}`);
  });
}

const unsavableSimulators = (rows: Simulator[]) =>
  unsavable(rows, (s) => s.name, simulatorToAdminForm, AdminSimulatorForm, adminSimulatorFormToInput, SimulatorUpdate);
const unsavableTechnologies = (rows: Technology[]) =>
  unsavable(rows, (t) => t.name, technologyToAdminForm, AdminTechnologyForm, adminTechnologyFormToInput, TechnologyUpdate);
const unsavableJobs = (rows: Job[]) => unsavable(rows, (j) => j.title, jobToFormValues, JobForm, jobFormToInput, JobUpdate);

const db = migratedTestDatabase();

describe('the seeded rows, saved unchanged from the admin forms', () => {
  it('names a stored row the admin forms refuse (the check can fail)', async () => {
    await applySeed(db.pool, {
      id: 'short-texts',
      data: {
        ...fixtureSeed,
        simulators: [{ ...fixtureSeed.simulators[0]!, name: 'Tiny', shortDescription: 'Tiny' }],
        technologies: [{ ...fixtureSeed.technologies[0]!, name: 'Terse', overview: 'Few' }],
        jobs: [fixtureSeed.jobs[0]!],
      },
    });
    // The writers' schemas guard the seed at load; a row written before them (or by SQL) may still be short.
    await db.pool.query(`UPDATE jobs SET description = 'Too short'`);
    expect(unsavableSimulators(await simulatorsRepo.list(db.pool))).toEqual(['Tiny: shortDescription: Short description is required.']);
    expect(unsavableTechnologies(await technologiesRepo.list(db.pool))).toEqual(['Terse: overview: Overview is required.']);
    expect(unsavableJobs(await jobsRepo.list(db.pool))).toEqual([
      'Reservoir Engineer: description: Description must be at least 10 characters.',
    ]);
    for (const table of ['simulators', 'technologies', 'jobs']) await db.pool.query(`DELETE FROM ${table}`);
  });

  it('every seeded simulator, technology and job passes the admin forms and the PUT schemas', async () => {
    for (const seed of directorySeeds) await applySeed(db.pool, seed);
    const simulators = await simulatorsRepo.list(db.pool);
    const technologies = await technologiesRepo.list(db.pool);
    const jobs = await jobsRepo.list(db.pool);
    expect([simulators.length, technologies.length, jobs.length]).toEqual([
      directorySimulators.length,
      directorySeed.data.technologies.length,
      directorySeed.data.jobs.length,
    ]);
    expect(unsavableSimulators(simulators)).toEqual([]);
    expect(unsavableTechnologies(technologies)).toEqual([]);
    expect(unsavableJobs(jobs)).toEqual([]);
  });
});
