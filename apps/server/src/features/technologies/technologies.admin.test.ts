import { AuditEntry, ErrorBody, SyncResponse, Technology } from '@rsd/core';
import { API } from '@rsd/core/testing';
import { describe, expect, it } from 'vitest';
import { technologyInput } from '../../test/fixtures';
import { signedInTestServer } from '../../test/signed-in-server';
import { STALE_TECHNOLOGY_MESSAGE } from './technologies.service';

const server = signedInTestServer('curator');

const { send } = server;

const history = async (id: number) =>
  AuditEntry.array().parse(await (await send('GET', `${API.auditLog}?entity=technology&entityId=${id}`)).json());

describe('admin writes to technologies', () => {
  it('creates, edits from its version (409 when stale), and deletes, each on the sync feed and in the audit log', async () => {
    const created = Technology.parse(await (await send('POST', API.technologies, technologyInput({ name: 'Smart completions' }))).json());
    const edit = { ...technologyInput({ name: 'Smart completions', costImpact: 9 }), expectedVersion: created.version };
    const updated = Technology.parse(await (await send('PUT', API.technology(created.id), edit)).json());
    expect(updated.costImpact).toBe(9);

    const stale = await send('PUT', API.technology(created.id), edit);
    expect(stale.status).toBe(409);
    expect(ErrorBody.parse(await stale.json()).error.message).toBe(STALE_TECHNOLOGY_MESSAGE);

    expect((await send('DELETE', API.technology(created.id))).status).toBe(200);
    expect((await fetch(server.url + API.technology(created.id))).status).toBe(404);
    const feed = SyncResponse.parse(await (await fetch(`${server.url}${API.sync}?since=0&limit=1000`)).json());
    expect(feed.deleted.technologies).toContain(created.id);
    expect((await history(created.id)).map((e) => [e.action, e.summary])).toEqual([
      ['delete', 'Deleted Smart completions.'],
      ['update', 'Changed costImpact.'],
      ['create', 'Created Smart completions.'],
    ]);
  });
});
