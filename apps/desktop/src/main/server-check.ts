import { CONTRACT, ErrorBody, SYNC_PROTOCOL, SyncResponse } from '@rsd/core';

export const SERVER_CHECK_TIMEOUT_MS = 8_000;

export type ServerCheck = { ok: true } | { ok: false; message: string };

export interface ServerCheckOptions {
  fetch?: typeof fetch;
  timeoutMs?: number;
}

/** The cheapest request of the contract that only a directory server answers: one row of the sync feed. */
export function serverCheckUrl(serverUrl: string): URL {
  const url = new URL(`${serverUrl.replace(/\/+$/, '')}${CONTRACT.sync.path}`);
  url.search = new URLSearchParams({ since: '0', limit: '1', protocol: String(SYNC_PROTOCOL) }).toString();
  return url;
}

async function readJson(response: Response): Promise<unknown> {
  try {
    return await response.json();
  } catch {
    return undefined;
  }
}

/**
 * Whether a directory server answers at `serverUrl`, asked before the address is saved. A sync page, or the
 * API's own error body (a server that speaks another protocol is still the directory), counts as reached;
 * anything else says why in one sentence after "Could not reach the server at ...".
 */
export async function checkServer(serverUrl: string, options: ServerCheckOptions = {}): Promise<ServerCheck> {
  const send = options.fetch ?? fetch;
  const timeoutMs = options.timeoutMs ?? SERVER_CHECK_TIMEOUT_MS;
  const fail = (reason: string): ServerCheck => ({ ok: false, message: `Could not reach the server at ${serverUrl}. ${reason}` });

  let response: Response;
  try {
    response = await send(serverCheckUrl(serverUrl), {
      headers: { accept: 'application/json' },
      redirect: 'manual',
      signal: AbortSignal.timeout(timeoutMs),
    });
  } catch (error) {
    if (error instanceof DOMException && error.name === 'TimeoutError') {
      return fail(`It did not answer within ${Math.ceil(timeoutMs / 1000)} s.`);
    }
    return fail('Check the address and the network connection.');
  }

  const location = response.headers.get('location');
  if (response.status >= 300 && response.status < 400 && location) {
    await response.body?.cancel();
    return fail(`It redirects to ${new URL(location, response.url || serverUrl).href}: enter that address instead.`);
  }
  const body = await readJson(response);
  if (response.ok && SyncResponse.safeParse(body).success) return { ok: true };
  if (!response.ok && ErrorBody.safeParse(body).success) return { ok: true };
  return fail(`It answered (HTTP ${response.status}) but is not a directory server.`);
}
