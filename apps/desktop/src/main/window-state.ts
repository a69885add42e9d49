import { z } from 'zod';

export interface Rect {
  x: number;
  y: number;
  width: number;
  height: number;
}

export const WINDOW_STATE_FILE = 'window-state.json';

/** The window's size and position when it was last closed (its normal bounds, also when maximized). */
export const WindowState = z.object({
  bounds: z.object({
    x: z.number().int(),
    y: z.number().int(),
    width: z.number().int().positive(),
    height: z.number().int().positive(),
  }),
  maximized: z.boolean(),
});
export type WindowState = z.infer<typeof WindowState>;

export interface WindowSize {
  width: number;
  height: number;
  minWidth: number;
  minHeight: number;
}

/** Bounds for a new window: a position only when it is known to be on a screen (Electron centres it otherwise). */
export interface InitialBounds {
  x?: number;
  y?: number;
  width: number;
  height: number;
  maximized: boolean;
}

const contains = (area: Rect, rect: Rect): boolean =>
  rect.x >= area.x && rect.y >= area.y && rect.x + rect.width <= area.x + area.width && rect.y + rect.height <= area.y + area.height;

/**
 * Where the window opens: where it was left if that still lies wholly on one of the current displays' work
 * areas and is not below the minimum size; otherwise (a monitor unplugged, the resolution lowered) the
 * default size, centred. A maximized window opens maximized either way.
 */
export function restoreWindowBounds(saved: WindowState | undefined, workAreas: readonly Rect[], size: WindowSize): InitialBounds {
  const fallback = { width: size.width, height: size.height, maximized: saved?.maximized ?? false };
  if (!saved) return fallback;
  const { bounds } = saved;
  if (bounds.width < size.minWidth || bounds.height < size.minHeight) return fallback;
  if (!workAreas.some((area) => contains(area, bounds))) return fallback;
  return { ...bounds, maximized: saved.maximized };
}

/** The state to save from a window (electron's BrowserWindow has these methods). */
export function captureWindowState(window: { getNormalBounds(): Rect; isMaximized(): boolean }): WindowState {
  const { x, y, width, height } = window.getNormalBounds();
  return {
    bounds: { x: Math.round(x), y: Math.round(y), width: Math.round(width), height: Math.round(height) },
    maximized: window.isMaximized(),
  };
}
