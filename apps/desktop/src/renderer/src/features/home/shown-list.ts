import type { Listed, SimulatorListing } from '@rsd/core';

/**
 * The list home shows, kept outside React for the export menu: its button follows each key on its own (a render of
 * the button alone), and the menu reads the list when a format is clicked. Handing the menu the list as a prop
 * rendered Blueprint's popover (Floating UI's hooks) again on every key, the largest part of a key's script in a
 * CPU profile of the typing after React itself.
 */
export interface ShownList {
  current(): Listed<SimulatorListing>;
  subscribe(listener: () => void): () => void;
  show(next: Listed<SimulatorListing>): void;
}

export function createShownList(initial: Listed<SimulatorListing>): ShownList {
  let current = initial;
  const listeners = new Set<() => void>();
  return {
    current: () => current,
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    show(next) {
      if (next === current) return;
      current = next;
      for (const listener of listeners) listener();
    },
  };
}
