// electron-builder's afterPack hook (electron-builder.yml): sets Electron's fuses in the packed app, after
// its ASAR integrity is recorded and before it is signed. A fuse is a bit in the Electron binary itself, so
// no argument or environment variable can turn these features back on.
import path from 'node:path';
import { flipFuses, FuseV1Options, FuseVersion } from '@electron/fuses';
import { Arch } from 'electron-builder';

/** The fuses of a production build, by @electron/fuses option. */
export const PRODUCTION_FUSES = {
  // ELECTRON_RUN_AS_NODE would turn the signed app into a plain Node.js for any local program.
  [FuseV1Options.RunAsNode]: false,
  // Cookies on disk (the admin session kept by main) are encrypted with an OS-held key.
  [FuseV1Options.EnableCookieEncryption]: true,
  // NODE_OPTIONS and --inspect would let anything that can start the app run code in main.
  [FuseV1Options.EnableNodeOptionsEnvironmentVariable]: false,
  [FuseV1Options.EnableNodeCliInspectArguments]: false,
  // The app code is loaded only from app.asar, and only if it matches the hash recorded at packaging.
  [FuseV1Options.EnableEmbeddedAsarIntegrityValidation]: true,
  [FuseV1Options.OnlyLoadAppFromAsar]: true,
  // The renderer is served over app://, never file://: file: gets no extra privileges.
  [FuseV1Options.GrantFileProtocolExtraPrivileges]: false,
};

/** The file that holds the fuse wire: the .app bundle on macOS (@electron/fuses finds the framework), else the executable. */
export function electronBinaryPath({ appOutDir, electronPlatformName, packager }) {
  switch (electronPlatformName) {
    case 'darwin':
    case 'mas':
      return path.join(appOutDir, `${packager.appInfo.productFilename}.app`);
    case 'win32':
      return path.join(appOutDir, `${packager.appInfo.productFilename}.exe`);
    default:
      return path.join(appOutDir, packager.executableName);
  }
}

export async function afterPack(context) {
  await flipFuses(electronBinaryPath(context), {
    version: FuseVersion.V1,
    // Apple silicon refuses a binary whose ad-hoc signature no longer matches; real signing comes after.
    resetAdHocDarwinSignature: context.electronPlatformName === 'darwin' && context.arch === Arch.arm64,
    ...PRODUCTION_FUSES,
  });
}
