import type { Listed, SimulatorListing } from '@rsd/core';
import { createStore, type StoreApi } from 'zustand';

/**
 * The list home shows, kept outside React for the export menu: its button follows each key on its own (a render of
 * the button alone), and the menu reads the list when a format is clicked. Handing the menu the list as a prop
 * rendered Blueprint's popover (Floating UI's hooks) again on every key, the largest part of a key's script in a
 * CPU profile of the typing after React itself.
 */
export interface Shown {
  list: Listed<SimulatorListing>;
}

export type ShownList = StoreApi<Shown>;

export function createShownList(initial: Listed<SimulatorListing>): ShownList {
  return createStore<Shown>()(() => ({ list: initial }));
}
