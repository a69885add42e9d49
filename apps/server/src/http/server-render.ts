import { access } from 'node:fs/promises';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { SERVER_SIMULATOR_ELEMENT_ID, SHELL_ROOT_OPEN, SIMULATOR_RENDER_FILE, type Simulator } from '@rsd/core';
import type { Request } from 'express';
import { jsonScript } from '../features/discovery/page-head';

/** The web build's drawing of a simulator's page: the markup of #root (src/prerender/render-simulator-page.tsx). */
export type RenderSimulatorPage = (simulator: Simulator) => string;

const isRender = (value: unknown): value is RenderSimulatorPage => typeof value === 'function';

/**
 * The render bundle the web build wrote into `dir`, loaded once (at start), or undefined when there is none (a
 * build from before it, a test without one): pages are then sent as the build has them. A bundle that is there
 * but cannot be loaded throws.
 */
export async function loadSimulatorRender(dir: string): Promise<RenderSimulatorPage | undefined> {
  const file = path.join(dir, SIMULATOR_RENDER_FILE);
  const present = await access(file).then(
    () => true,
    () => false,
  );
  if (!present) return undefined;
  const bundle: Record<string, unknown> = await import(pathToFileURL(file).href);
  const render = bundle.renderSimulatorPage;
  if (!isRender(render)) throw new Error(`${file} exports no renderSimulatorPage function.`);
  return render;
}

/** From the root's opening tag to the last </div> before </body>: the build's drawing of the page, which this replaces. */
const ROOT_CONTENT = new RegExp(`${SHELL_ROOT_OPEN}[\\s\\S]*</div>(\\s*</body>)`);

/**
 * The page with `simulator`'s page drawn into #root and its row beside it as a JSON data block (the app starts
 * from it instead of a skeleton: features/simulator/server-drawn-simulator.ts). Throws when the render does, or
 * when the page has no root to draw into: the caller then sends the page as it is.
 */
export function drawSimulatorPage(html: string, simulator: Simulator, render: RenderSimulatorPage): string {
  if (!ROOT_CONTENT.test(html)) throw new Error(`The page has no ${SHELL_ROOT_OPEN} before </body> to draw into.`);
  const markup = render(simulator);
  if (typeof markup !== 'string') throw new Error('The render bundle returned no markup.');
  const data = jsonScript(`type="application/json" id="${SERVER_SIMULATOR_ELEMENT_ID}"`, simulator);
  // A function, so no `$` in the markup or the row is read as a replacement pattern.
  return html.replace(ROOT_CONTENT, (_match, bodyEnd: string) => `${SHELL_ROOT_OPEN}${markup}</div>\n${data}${bodyEnd}`);
}

/** The simulator's page drawn; a failed drawing is logged and the page goes as the build has it (never a 500 for the page). */
export function drawnOrAsBuilt(req: Request, html: string, simulator: Simulator, render: RenderSimulatorPage): string {
  try {
    return drawSimulatorPage(html, simulator, render);
  } catch (err) {
    req.log.warn({ err, simulatorId: simulator.id }, 'simulator page sent as built, undrawn');
    return html;
  }
}
