import { create } from 'zustand';
import { createJSONStorage, persist } from 'zustand/middleware';
import { parseTheme, type Theme } from './theme';

/** Choices of the reader kept on this device only (never sent anywhere). */
interface UiPreferences {
  /** null: follow the system's light or dark preference. */
  theme: Theme | null;
  chooseTheme(theme: Theme): void;
}

export const UI_PREFERENCES_KEY = 'rsd-ui-preferences';

export const useUiPreferences = create<UiPreferences>()(
  persist(
    (set) => ({
      theme: null,
      chooseTheme: (theme) => set({ theme }),
    }),
    {
      name: UI_PREFERENCES_KEY,
      storage: createJSONStorage(() => window.localStorage),
      partialize: ({ theme }) => ({ theme }),
      merge: (stored, current) => ({
        ...current,
        theme: parseTheme(typeof stored === 'object' && stored !== null && 'theme' in stored ? stored.theme : null),
      }),
    },
  ),
);
