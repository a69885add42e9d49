import { AuditEntry, ErrorBody, Job, JOB_MESSAGES } from '@rsd/core';
import { API } from '@rsd/core/testing';
import { describe, expect, it } from 'vitest';
import { jobInput } from '../../test/fixtures';
import { signedInTestServer } from '../../test/signed-in-server';
import { STALE_JOB_MESSAGE } from './jobs.service';

const server = signedInTestServer('recruiter');

const { send } = server;

const history = async (id: number) =>
  AuditEntry.array().parse(await (await send('GET', `${API.auditLog}?entity=job&entityId=${id}`)).json());

async function create(title: string): Promise<Job> {
  const res = await send('POST', API.jobs, jobInput({ title }));
  expect(res.status).toBe(201);
  return Job.parse(await res.json());
}

describe('admin writes to jobs', () => {
  it('creates a job that the public board serves, at version 1, and records who did it', async () => {
    const created = await create('Well Test Engineer');
    expect(created).toMatchObject({ title: 'Well Test Engineer', version: 1 });
    expect(Job.parse(await (await fetch(server.url + API.job(created.id))).json()).title).toBe('Well Test Engineer');
    expect(await history(created.id)).toMatchObject([
      { actorUsername: 'recruiter', action: 'create', summary: 'Created Well Test Engineer.' },
    ]);
  });

  it('refuses an invalid job with the field messages', async () => {
    const res = await send('POST', API.jobs, {
      ...jobInput(),
      title: 'X',
      locationType: 'moon',
      salaryMin: 90_000,
      salaryMax: 50_000,
      applicationUrl: 'javascript:alert(1)',
      contactEmail: 'not an address',
      description: 'Short',
    });
    expect(res.status).toBe(400);
    expect(ErrorBody.parse(await res.json()).error.fields).toEqual({
      title: [JOB_MESSAGES.title],
      locationType: [JOB_MESSAGES.locationType],
      applicationUrl: ['Must be a valid URL.'],
      contactEmail: [JOB_MESSAGES.email],
      description: [JOB_MESSAGES.description],
    });
    // The salary order is checked once every field reads.
    const upsideDown = await send('POST', API.jobs, { ...jobInput(), salaryMin: 90_000, salaryMax: 50_000 });
    expect(ErrorBody.parse(await upsideDown.json()).error.fields).toEqual({ salaryMax: [JOB_MESSAGES.salaryRange] });
  });

  it('updates from the version the edit started from, and refuses a stale edit with 409, changing nothing', async () => {
    const created = await create('Petrophysicist');
    const { postedAt, expiresAt } = created;
    const edit = { ...jobInput({ title: 'Petrophysicist', location: 'Aberdeen', postedAt, expiresAt }), expectedVersion: created.version };
    const res = await send('PUT', API.job(created.id), edit);
    expect(res.status).toBe(200);
    const updated = Job.parse(await res.json());
    expect(updated).toMatchObject({ location: 'Aberdeen', version: created.version + 1 });
    expect(Date.parse(updated.updatedAt!)).toBeGreaterThanOrEqual(Date.parse(created.updatedAt!));

    const stale = await send('PUT', API.job(created.id), { ...edit, title: 'Overwritten', expectedVersion: created.version });
    expect(stale.status).toBe(409);
    expect(ErrorBody.parse(await stale.json()).error).toEqual({ code: 'conflict', message: STALE_JOB_MESSAGE });
    expect(Job.parse(await (await fetch(server.url + API.job(created.id))).json()).title).toBe('Petrophysicist');
    expect((await history(created.id))[0]).toMatchObject({ action: 'update', summary: 'Changed location.' });
  });

  it('bumps the version on any write to the row, so an edit opened before it is stale', async () => {
    const created = await create('Geochemist');
    await server.pool.query('UPDATE jobs SET is_featured = true WHERE id = $1', [created.id]);
    const res = await send('PUT', API.job(created.id), { ...jobInput({ title: 'Geochemist' }), expectedVersion: created.version });
    expect(res.status).toBe(409);
  });

  it('deletes a job: gone from the board, recorded, and a second delete is a 404', async () => {
    const created = await create('Drilling Engineer');
    expect(await (await send('DELETE', API.job(created.id))).json()).toEqual({ id: created.id });
    expect((await fetch(server.url + API.job(created.id))).status).toBe(404);
    expect((await history(created.id))[0]).toMatchObject({ action: 'delete', summary: 'Deleted Drilling Engineer.' });
    const again = await send('DELETE', API.job(created.id));
    expect(again.status).toBe(404);
    expect(ErrorBody.parse(await again.json()).error).toEqual({ code: 'not_found', message: `Job ${created.id} was not found.` });
  });

  it('answers 404 for an update of a job that does not exist', async () => {
    const res = await send('PUT', API.job(987654), { ...jobInput(), expectedVersion: 1 });
    expect(res.status).toBe(404);
    expect(ErrorBody.parse(await res.json()).error.message).toBe('Job 987654 was not found.');
  });
});
