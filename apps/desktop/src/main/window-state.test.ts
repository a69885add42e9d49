import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { readJsonFile, writeJsonFile } from './json-file';
import { captureWindowState, restoreWindowBounds, WINDOW_STATE_FILE, WindowState, type Rect } from './window-state';

const SIZE = { width: 1280, height: 820, minWidth: 800, minHeight: 560 };
const LAPTOP: Rect = { x: 0, y: 0, width: 1920, height: 1050 };
const MONITOR_RIGHT: Rect = { x: 1920, y: -200, width: 2560, height: 1400 };

const state = (bounds: Rect, maximized = false): WindowState => ({ bounds, maximized });

describe('restoreWindowBounds', () => {
  it('opens at the default size, centred, the first time', () => {
    expect(restoreWindowBounds(undefined, [LAPTOP], SIZE)).toEqual({ width: 1280, height: 820, maximized: false });
  });

  it('restores size and position that lie on a current display', () => {
    const bounds = { x: 100, y: 40, width: 1000, height: 700 };
    expect(restoreWindowBounds(state(bounds), [LAPTOP], SIZE)).toEqual({ ...bounds, maximized: false });
    const onMonitor = { x: 2200, y: -100, width: 1600, height: 1000 };
    expect(restoreWindowBounds(state(onMonitor, true), [LAPTOP, MONITOR_RIGHT], SIZE)).toEqual({ ...onMonitor, maximized: true });
  });

  it('falls back to the default size when the display it was on is gone', () => {
    const onMonitor = state({ x: 2200, y: -100, width: 1600, height: 1000 }, true);
    expect(restoreWindowBounds(onMonitor, [LAPTOP], SIZE)).toEqual({ width: 1280, height: 820, maximized: true });
  });

  it('falls back when the window would hang over the edge or straddle two displays', () => {
    expect(restoreWindowBounds(state({ x: 1500, y: 0, width: 1000, height: 700 }), [LAPTOP], SIZE)).toEqual({
      width: 1280,
      height: 820,
      maximized: false,
    });
    expect(restoreWindowBounds(state({ x: 1500, y: 0, width: 1000, height: 700 }), [LAPTOP, MONITOR_RIGHT], SIZE)).not.toHaveProperty('x');
    expect(restoreWindowBounds(state({ x: -50, y: 0, width: 1000, height: 700 }), [LAPTOP], SIZE)).not.toHaveProperty('x');
  });

  it('falls back when the saved size is below the minimum', () => {
    expect(restoreWindowBounds(state({ x: 0, y: 0, width: 300, height: 200 }), [LAPTOP], SIZE)).not.toHaveProperty('x');
  });
});

describe('captureWindowState', () => {
  it('saves the normal bounds in whole pixels and whether the window is maximized', () => {
    const window = { getNormalBounds: () => ({ x: 10.4, y: 20.6, width: 1000, height: 700 }), isMaximized: () => true };
    expect(captureWindowState(window)).toEqual({ bounds: { x: 10, y: 21, width: 1000, height: 700 }, maximized: true });
  });
});

describe('window state file', () => {
  const folders: string[] = [];
  afterEach(async () => {
    await Promise.all(folders.splice(0).map((folder) => rm(folder, { recursive: true, force: true })));
  });
  const tempFile = async () => {
    const folder = await mkdtemp(path.join(tmpdir(), 'rsd-window-'));
    folders.push(folder);
    return path.join(folder, 'nested', WINDOW_STATE_FILE);
  };

  it('round-trips through the user data folder', async () => {
    const file = await tempFile();
    const saved = state({ x: 5, y: 6, width: 900, height: 600 }, false);
    await writeJsonFile(file, saved);
    await expect(readJsonFile(file, WindowState)).resolves.toEqual(saved);
  });

  it('reads a missing, broken or foreign file as no state', async () => {
    const file = await tempFile();
    await expect(readJsonFile(file, WindowState)).resolves.toBeUndefined();
    await writeJsonFile(file, { bounds: { x: 0 }, maximized: 'yes' });
    await expect(readJsonFile(file, WindowState)).resolves.toBeUndefined();
    await writeFile(file, '{ not json');
    await expect(readJsonFile(file, WindowState)).resolves.toBeUndefined();
  });
});
