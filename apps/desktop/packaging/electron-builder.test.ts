import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { getElectronVersion } from 'app-builder-lib/out/electron/electronVersion';
import { getConfig, validateConfiguration } from 'app-builder-lib/out/util/config/config';
import { DebugLogger } from 'builder-util';
import type { Configuration } from 'electron-builder';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { afterPack, electronBinaryPath, PRODUCTION_FUSES } from './after-pack.mjs';

const ROOT = path.resolve(import.meta.dirname, '../../..');
const CONFIG_FILE = 'apps/desktop/packaging/electron-builder.yml';
// What @electron/fuses looks for in the Electron binary: the fuse wire follows it.
const SENTINEL = 'dL7pKGdnNz796PbbjQWNKmHXBZaB9tsX';

let config: Configuration;

beforeAll(async () => {
  // electron-builder's own loader and schema validation, as `electron-builder --config` runs them.
  config = await getConfig(ROOT, path.join(ROOT, CONFIG_FILE), null);
  await validateConfiguration(config, new DebugLogger(false));
});

const targetsOf = (platform: { target?: unknown } | null | undefined) => platform?.target;

/** Width and height from a PNG's IHDR chunk. */
async function pngSize(file: string): Promise<{ width: number; height: number }> {
  const bytes = await readFile(file);
  expect(bytes.subarray(1, 4).toString('ascii')).toBe('PNG');
  return { width: bytes.readUInt32BE(16), height: bytes.readUInt32BE(20) };
}

describe('electron-builder configuration', () => {
  it('is valid for electron-builder and names the app', () => {
    expect(config.appId).toBe('org.reservoir-sim-directory.desktop');
    expect(config.productName).toBe('Reservoir Simulation Directory');
  });

  it('builds AppImage and deb on Linux, nsis on Windows and dmg on macOS', () => {
    expect(targetsOf(config.linux)).toEqual(['AppImage', 'deb']);
    expect(targetsOf(config.win)).toEqual(['nsis']);
    expect(targetsOf(config.mac)).toEqual(['dmg']);
  });

  it('packs the electron-vite output and the window icon into an ASAR, with no native rebuild', () => {
    expect(config.asar).toBe(true);
    expect(config.files).toEqual([{ filter: ['package.json', 'out/desktop/**/*', 'resources/icon.png', '!**/*.map'] }]);
    expect(config.npmRebuild).toBe(false);
  });

  it('starts the app from the built main that package.json names', async () => {
    const manifest = JSON.parse(await readFile(path.join(ROOT, 'package.json'), 'utf8'));
    expect(manifest.main).toBe('out/desktop/main/index.js');
    expect(manifest.productName).toBe(config.productName);
    expect(manifest.scripts['package:desktop']).toBe(`electron-vite build && electron-builder --config ${CONFIG_FILE}`);
  });

  it('uses icons from resources/: a 512x512 PNG that electron-builder turns into .ico and .icns', async () => {
    expect(config.directories?.buildResources).toBe('resources');
    for (const platform of [config.linux, config.win, config.mac]) {
      expect(platform?.icon).toBe('resources/icon.png');
    }
    expect(await pngSize(path.join(ROOT, 'resources/icon.png'))).toEqual({ width: 512, height: 512 });
  });

  it('finds the Electron version to package from the installed electron (the root package.json does not list it)', async () => {
    const installed = JSON.parse(await readFile(path.join(ROOT, 'node_modules/electron/package.json'), 'utf8'));
    await expect(getElectronVersion(ROOT, config)).resolves.toBe(installed.version);
  });

  it('runs the fuse hook after packing', () => {
    expect(config.afterPack).toBe('apps/desktop/packaging/after-pack.mjs');
  });
});

describe('production fuses', () => {
  let folder: string;
  beforeAll(async () => {
    folder = await mkdtemp(path.join(tmpdir(), 'rsd-fuses-'));
  });
  afterAll(async () => {
    await rm(folder, { recursive: true, force: true });
  });

  it('turns off run-as-node, NODE_OPTIONS, --inspect and file: privileges; turns on cookie encryption and ASAR checks', () => {
    expect(PRODUCTION_FUSES).toEqual({
      0: false, // RunAsNode
      1: true, // EnableCookieEncryption
      2: false, // EnableNodeOptionsEnvironmentVariable
      3: false, // EnableNodeCliInspectArguments
      4: true, // EnableEmbeddedAsarIntegrityValidation
      5: true, // OnlyLoadAppFromAsar
      7: false, // GrantFileProtocolExtraPrivileges
    });
  });

  it('finds the Electron binary of each platform', () => {
    const packager = { appInfo: { productFilename: 'Reservoir Simulation Directory' }, executableName: 'reservoir-sim-directory' };
    expect(electronBinaryPath({ appOutDir: '/out', electronPlatformName: 'darwin', packager })).toBe(
      '/out/Reservoir Simulation Directory.app',
    );
    expect(electronBinaryPath({ appOutDir: '/out', electronPlatformName: 'win32', packager })).toBe(
      '/out/Reservoir Simulation Directory.exe',
    );
    expect(electronBinaryPath({ appOutDir: '/out', electronPlatformName: 'linux', packager })).toBe('/out/reservoir-sim-directory');
  });

  it('flips the fuse wire of a packed Linux app', async () => {
    // A stand-in for the Electron binary: some bytes, the sentinel, wire version 1, 9 fuses as Electron ships them.
    const shipped = '101100011';
    const binary = Buffer.concat([
      Buffer.from('ELF...'),
      Buffer.from(SENTINEL),
      Buffer.from([1, 9]),
      Buffer.from(shipped),
      Buffer.from('...'),
    ]);
    await writeFile(path.join(folder, 'reservoir-sim-directory'), binary);

    await afterPack({
      appOutDir: folder,
      electronPlatformName: 'linux',
      arch: 1,
      packager: { appInfo: { productFilename: 'Reservoir Simulation Directory' }, executableName: 'reservoir-sim-directory' },
    });

    const flipped = await readFile(path.join(folder, 'reservoir-sim-directory'));
    const wireStart = flipped.indexOf(SENTINEL) + SENTINEL.length + 2;
    // Fuse 6 (V8 snapshot) and 8 (newer than this list) keep what the binary shipped with.
    expect(flipped.subarray(wireStart, wireStart + 9).toString('ascii')).toBe('010011001');
  });
});
