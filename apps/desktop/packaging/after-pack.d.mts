// Types of after-pack.mjs for its test: the hook itself runs inside electron-builder, which loads .mjs only.
import type { FuseV1Options } from '@electron/fuses';

export interface PackedApp {
  appOutDir: string;
  electronPlatformName: string;
  arch?: number;
  packager: { appInfo: { productFilename: string }; executableName: string };
}

export declare const PRODUCTION_FUSES: Partial<Record<FuseV1Options, boolean>>;
export declare function electronBinaryPath(context: PackedApp): string;
export declare function afterPack(context: PackedApp): Promise<void>;
