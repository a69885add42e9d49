import type { MenuItemConstructorOptions } from 'electron';

export interface MenuActions {
  /** Asks the renderer's sync engine to run now. */
  syncNow(): void;
  /** Shows the About box. */
  showAbout(): void;
}

export interface MenuOptions {
  appName: string;
  /** `process.platform`: macOS puts About and Quit in the application menu. */
  platform: NodeJS.Platform;
  /** Only a development build offers the developer tools. */
  development: boolean;
  actions: MenuActions;
}

/** An item of Electron's menu template whose click needs none of the arguments Electron passes, so it can be tested. */
export type MenuTemplateItem = Omit<MenuItemConstructorOptions, 'click' | 'submenu'> & {
  click?: () => void;
  submenu?: MenuTemplateItem[];
};

const SEPARATOR: MenuTemplateItem = { type: 'separator' };

/**
 * The application menu as plain data for `Menu.buildFromTemplate`: Sync now, Reload, Toggle developer
 * tools (development only), About and Quit, plus the Edit roles that give text fields their shortcuts.
 */
export function buildMenuTemplate({ appName, platform, development, actions }: MenuOptions): MenuTemplateItem[] {
  const mac = platform === 'darwin';
  const about: MenuTemplateItem = { label: `About ${appName}`, click: () => actions.showAbout() };
  const quit: MenuTemplateItem = { label: mac ? `Quit ${appName}` : 'Quit', role: 'quit' };
  const syncNow: MenuTemplateItem = {
    label: 'Sync now',
    accelerator: 'CmdOrCtrl+Shift+S',
    click: () => actions.syncNow(),
  };

  const appMenu: MenuTemplateItem[] = mac
    ? [{ label: appName, submenu: [about, SEPARATOR, { role: 'hide' }, { role: 'hideOthers' }, { role: 'unhide' }, SEPARATOR, quit] }]
    : [];
  const file: MenuTemplateItem = {
    label: 'File',
    submenu: mac ? [syncNow, SEPARATOR, { role: 'close' }] : [syncNow, SEPARATOR, quit],
  };
  const edit: MenuTemplateItem = {
    label: 'Edit',
    submenu: [{ role: 'undo' }, { role: 'redo' }, SEPARATOR, { role: 'cut' }, { role: 'copy' }, { role: 'paste' }, { role: 'selectAll' }],
  };
  const view: MenuTemplateItem = {
    label: 'View',
    submenu: [
      { label: 'Reload', role: 'reload' },
      ...(development ? [{ label: 'Toggle developer tools', role: 'toggleDevTools' } as const] : []),
      SEPARATOR,
      { role: 'resetZoom' },
      { role: 'zoomIn' },
      { role: 'zoomOut' },
      SEPARATOR,
      { role: 'togglefullscreen' },
    ],
  };
  const help: MenuTemplateItem[] = mac ? [] : [{ label: 'Help', submenu: [about] }];
  return [...appMenu, file, edit, view, ...help];
}
