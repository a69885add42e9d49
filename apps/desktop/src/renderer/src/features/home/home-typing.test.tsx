import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { resultCountText } from '@rsd/core';
import { Profiler, type ProfilerOnRenderCallback, type ReactElement } from 'react';
import type { RouteObject } from 'react-router-dom';
import { describe, expect, it, vi } from 'vitest';
import { routes } from '../../app/routes';
import { makeSimulator } from '../../test/fixtures';
import { renderApp, seedCache } from '../../test/render-app';
import { withFreshCache } from '../../test/test-db';
import { SimulationTools } from './simulation-tools';

withFreshCache();

/** Renders of the export menu's popover: its target alone stands in for it (the menu's own code is not under test). */
const popover = vi.hoisted(() => ({ renders: 0 }));
vi.mock('../../ui/app-popover', () => ({
  AppPopover: ({ children }: { children: ReactElement }) => {
    popover.renders++;
    return children;
  },
}));

const simulators = ['Alpha', 'Bravo', 'Charlie', 'Delta'].map((name, index) => makeSimulator({ id: index + 1, name }));
/** How long the tools must go without a commit before the key: the start-up's later parts have drawn. */
const SETTLED_MS = 500;

/**
 * The app's routes with home's tools alone at `/`, inside a Profiler that hears each commit that rendered any of them
 * (the hero and the subscription box, which draw their own parts late, are left out).
 */
function withToolsProfiled(tree: RouteObject[], onRender: ProfilerOnRenderCallback): RouteObject[] {
  return tree.map((route) => {
    if (route.path === '/' && route.element)
      return {
        ...route,
        element: (
          <Profiler id="tools" onRender={onRender}>
            <SimulationTools />
          </Profiler>
        ),
      };
    return route.children ? { ...route, children: withToolsProfiled(route.children, onRender) } : route;
  }) as RouteObject[];
}

describe('a key typed in home search', () => {
  // The filter panel's counts, deferred at the page's top, ran the whole page (and its popovers) again after each key.
  it("renders home's tools once: the filter panel counts in a render of its own", async () => {
    const user = userEvent.setup();
    await seedCache(simulators);
    let renders = 0;
    let lastCommit = performance.now();
    const routeTree = withToolsProfiled(routes, (_id, phase) => {
      lastCommit = performance.now();
      // React's own renders, not the sync re-render a layout effect may ask for within the same commit.
      if (phase === 'update') renders++;
    });
    renderApp('/', { routeTree });
    await screen.findByText(resultCountText(simulators.length), undefined, { timeout: 10_000 });
    await user.click(screen.getByRole('searchbox', { name: 'Search simulators' }));
    await waitFor(() => expect(performance.now() - lastCommit).toBeGreaterThan(SETTLED_MS), { timeout: 20_000 });

    renders = 0;
    // user-event runs each event in act(), which also runs every render the key scheduled.
    await user.keyboard('v');

    expect(screen.getByText(resultCountText(1))).toBeTruthy();
    expect(renders).toBe(1);
  });

  // Blueprint's popover (Floating UI's hooks) rendered again on every key was the largest part of a key's script.
  it("re-renders the export menu's button, not its popover", async () => {
    const user = userEvent.setup();
    await seedCache(simulators);
    renderApp('/');
    await screen.findByText(resultCountText(simulators.length), undefined, { timeout: 10_000 });
    await user.click(screen.getByRole('searchbox', { name: 'Search simulators' }));
    const rendersBefore = popover.renders;

    await user.keyboard('v');

    expect(screen.getByRole('button', { name: 'Export 1 simulator(s)' })).toBeTruthy();
    expect(popover.renders).toBe(rendersBefore);
  });
});
