import { z } from 'zod';
import { BRIDGE_LIMITS, DESKTOP_CHANNELS } from '../preload/bridge';
import { ServerUrl, type DesktopSettings, type SaveServerUrlResult } from '../preload/desktop-settings';
import { isAppUrl, shouldOpenExternally } from './security';

/** The part of an IPC invoke event the handlers look at (electron's IpcMainInvokeEvent has it). */
export interface InvokeEvent {
  readonly senderFrame: { readonly url: string } | null;
}

/** `ipcMain`, narrowed to registration so the handlers can be exercised without electron. */
export interface IpcRegistry {
  handle(channel: string, listener: (event: InvokeEvent, ...args: unknown[]) => unknown): void;
}

/** The native capabilities behind the bridge: electron's app, shell and clipboard, and main's settings. */
export interface IpcServices {
  appVersion(): string;
  openExternal(url: string): Promise<void>;
  writeClipboardText(text: string): void;
  readSettings(): DesktopSettings;
  /** Checks the server, then saves its address (see settings-service.ts). */
  saveServerUrl(url: string): Promise<SaveServerUrlResult>;
  reportLastSync(at: string | null): void;
}

export interface IpcOptions {
  /** Set in development, where the renderer is served by the Vite dev server. */
  devServerUrl?: string;
}

const NoArgs = z.tuple([]);
const UrlArgs = z.tuple([
  z.string().max(BRIDGE_LIMITS.urlLength).refine(shouldOpenExternally, 'only http, https and mailto links can be opened'),
]);
const TextArgs = z.tuple([z.string().max(BRIDGE_LIMITS.clipboardTextLength)]);
const ServerUrlArgs = z.tuple([ServerUrl]);
const LastSyncArgs = z.tuple([z.iso.datetime({ offset: true }).nullable()]);

function parseArgs<T>(channel: string, schema: z.ZodType<T>, args: unknown[]): T {
  const result = schema.safeParse(args);
  if (!result.success) {
    throw new Error(`${channel}: invalid arguments: ${result.error.issues.map((issue) => issue.message).join('; ')}`);
  }
  return result.data;
}

/** Registers one handler per bridge operation; each checks its sender is the app's own page, then its arguments. */
export function registerIpcHandlers(ipc: IpcRegistry, services: IpcServices, options: IpcOptions = {}): void {
  function guarded<T>(channel: string, schema: z.ZodType<T>, run: (args: T) => unknown): void {
    ipc.handle(channel, (event, ...args) => {
      const senderUrl = event.senderFrame?.url ?? '';
      if (!isAppUrl(senderUrl, options.devServerUrl)) {
        throw new Error(`${channel}: refused a call from ${senderUrl || 'an unknown frame'}`);
      }
      return run(parseArgs(channel, schema, args));
    });
  }

  guarded(DESKTOP_CHANNELS.appVersion, NoArgs, () => services.appVersion());
  guarded(DESKTOP_CHANNELS.openExternal, UrlArgs, ([url]) => services.openExternal(url));
  guarded(DESKTOP_CHANNELS.writeClipboardText, TextArgs, ([text]) => services.writeClipboardText(text));
  guarded(DESKTOP_CHANNELS.readSettings, NoArgs, () => services.readSettings());
  guarded(DESKTOP_CHANNELS.saveServerUrl, ServerUrlArgs, ([url]) => services.saveServerUrl(url));
  guarded(DESKTOP_CHANNELS.reportLastSync, LastSyncArgs, ([at]) => services.reportLastSync(at));
}
