import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { makeSimulator } from '../../test/fixtures';
import { renderApp, seedCache } from '../../test/render-app';
import { withFreshCache } from '../../test/test-db';

withFreshCache();

const COUNT = 5_000;
const PREFIXES = ['Aqua', 'Basin', 'Delta', 'Geo', 'Hydro', 'Petro', 'Strata', 'Terra'];
/** "Aqua 0000" ... "Terra 4999": zero-padded, so the list's alphabetical order is easy to predict. */
const nameOf = (n: number) => `${PREFIXES[n % PREFIXES.length]} ${String(n).padStart(4, '0')}`;
const directory = Array.from({ length: COUNT }, (_, n) =>
  makeSimulator({
    id: n + 1,
    name: nameOf(n),
    fullName: `${nameOf(n)} reservoir simulator`,
    shortDescription: `Synthetic simulator number ${n}.`,
  }),
);
const lastByName = directory
  .map((sim) => sim.name)
  .toSorted((a, b) => a.localeCompare(b))
  .at(-1) as string;

// Seeding and reading 5,000 rows of fake IndexedDB takes seconds on a busy machine.
const SLOW = { timeout: 60_000 };
const WAIT = { timeout: 30_000 };

const list = () => screen.getByRole('list', { name: 'Simulators' });
/** The grid's own items (the cards' tag lists are lists too). */
const renderedCards = () => Array.from(list().querySelectorAll<HTMLElement>(':scope > li'));
/** Cards a row: the grid's columns, and whether the rendered items fill whole rows of that many. */
function cardsPerRow(): { columns: string; wholeRows: boolean } {
  const columns = list().style.gridTemplateColumns;
  const perRow = Number(/^repeat\((\d+),/.exec(columns)?.[1]);
  return { columns, wholeRows: renderedCards().length % perRow === 0 && renderedCards().length < 40 };
}
const perRow = (n: number) => ({ columns: `repeat(${n}, minmax(0, 1fr))`, wholeRows: true });

function resizeTo(width: number) {
  act(() => {
    window.innerWidth = width;
    window.dispatchEvent(new Event('resize'));
  });
}

const initialWidth = window.innerWidth;
afterEach(() => resizeTo(initialWidth));

describe('home at directory scale', () => {
  it('renders a bounded number of cards while the count line and the list size say 5000', SLOW, async () => {
    await seedCache(directory);
    renderApp('/');

    expect(await screen.findByText(`Showing ${COUNT} simulator(s)`, undefined, WAIT)).toBeTruthy();
    const cards = renderedCards();
    expect(cards.length).toBeGreaterThan(0);
    expect(cards.length).toBeLessThanOrEqual(30);
    expect(document.querySelectorAll('article.simulator-card').length).toBe(cards.length);
    // Screen readers hear "item 1 of 5000": every rendered item carries its place in the whole list.
    expect(cards[0]?.getAttribute('aria-setsize')).toBe(String(COUNT));
    expect(cards.map((card) => Number(card.getAttribute('aria-posinset')))).toEqual(cards.map((_, index) => index + 1));
    expect(screen.queryByRole('heading', { level: 3, name: lastByName })).toBeNull();
  });

  it('finds a card from far down the list by search, and puts the whole list back when the box is cleared', SLOW, async () => {
    const user = userEvent.setup();
    await seedCache(directory);
    const { router } = renderApp('/');
    await screen.findByText(`Showing ${COUNT} simulator(s)`, undefined, WAIT);

    await user.type(screen.getByLabelText('Search simulators'), lastByName);

    expect(await screen.findByRole('heading', { level: 3, name: lastByName }, WAIT)).toBeTruthy();
    expect(screen.getByText('Showing 1 simulator(s)')).toBeTruthy();
    expect(renderedCards()).toHaveLength(1);
    expect(renderedCards()[0]?.getAttribute('aria-setsize')).toBe('1');
    await waitFor(() => expect(new URLSearchParams(router.state.location.search).get('q')).toBe(lastByName));

    await user.clear(screen.getByLabelText('Search simulators'));
    expect(await screen.findByText(`Showing ${COUNT} simulator(s)`, undefined, WAIT)).toBeTruthy();
    expect(renderedCards().length).toBeLessThanOrEqual(30);
  });

  it('lays out 1, 2 or 3 cards a row as the window is narrow, medium or wide', SLOW, async () => {
    resizeTo(1366);
    await seedCache(directory.slice(0, 40));
    renderApp('/');
    await screen.findByText('Showing 40 simulator(s)', undefined, WAIT);
    expect(cardsPerRow()).toEqual(perRow(3));

    resizeTo(768);
    expect(cardsPerRow()).toEqual(perRow(2));
    resizeTo(375);
    expect(cardsPerRow()).toEqual(perRow(1));
    resizeTo(1024);
    expect(cardsPerRow()).toEqual(perRow(3));
    resizeTo(639);
    expect(cardsPerRow()).toEqual(perRow(1));
  });
});
