import type { Simulator } from '@rsd/core';

/** How long the server may take to hear of the inserted rows (its change feed's NOTIFY) and list them. */
const LIST_CATCH_UP_MS = 60_000;

/**
 * `GET /api/simulators` once the server has caught up with rows a bench just inserted by SQL: it answers from a list
 * it keeps and drops on the change feed's NOTIFY, which a loaded host delivers after the insert's commit, so the first
 * ask may still get the list before it (5,065 where 30,065 went in). Gives the last answer when the wait runs out.
 */
export async function listedSimulators(serverUrl: string, atLeast: number): Promise<Simulator[]> {
  const deadline = Date.now() + LIST_CATCH_UP_MS;
  for (;;) {
    const listed = (await (await fetch(`${serverUrl}/api/simulators`)).json()) as Simulator[];
    if (listed.length >= atLeast || Date.now() > deadline) return listed;
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
}
