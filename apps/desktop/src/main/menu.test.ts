import { describe, expect, it } from 'vitest';
import { buildMenuTemplate, type MenuOptions, type MenuTemplateItem } from './menu';

function build(overrides: Partial<MenuOptions> = {}) {
  const fired: string[] = [];
  const template = buildMenuTemplate({
    appName: 'Reservoir Simulation Directory',
    platform: 'linux',
    development: false,
    actions: { syncNow: () => fired.push('sync'), showAbout: () => fired.push('about') },
    ...overrides,
  });
  return { template, fired };
}

/** Every item of the menu, depth first. */
function items(template: MenuTemplateItem[]): MenuTemplateItem[] {
  return template.flatMap((item) => [item, ...items(item.submenu ?? [])]);
}

const roles = (template: MenuTemplateItem[]) => items(template).map((item) => item.role);
const find = (template: MenuTemplateItem[], label: string) => items(template).find((item) => item.label === label);
const click = (item: MenuTemplateItem | undefined) => {
  if (!item?.click) throw new Error('not clickable');
  item.click();
};

describe('buildMenuTemplate', () => {
  it('offers Sync now, Reload, About and Quit', () => {
    const { template } = build();
    expect(template.map((item) => item.label)).toEqual(['File', 'Edit', 'View', 'Help']);
    expect(find(template, 'Sync now')).toMatchObject({ accelerator: 'CmdOrCtrl+Shift+S' });
    expect(find(template, 'Reload')).toMatchObject({ role: 'reload' });
    expect(find(template, 'Quit')).toMatchObject({ role: 'quit' });
    expect(find(template, 'About Reservoir Simulation Directory')).toBeDefined();
  });

  it('runs the sync and the About box from their items', () => {
    const { template, fired } = build();
    click(find(template, 'Sync now'));
    click(find(template, 'About Reservoir Simulation Directory'));
    expect(fired).toEqual(['sync', 'about']);
  });

  it('offers the developer tools in development only', () => {
    expect(roles(build().template)).not.toContain('toggleDevTools');
    expect(find(build({ development: true }).template, 'Toggle developer tools')).toMatchObject({ role: 'toggleDevTools' });
  });

  it('gives text fields their copy and paste shortcuts through the Edit roles', () => {
    expect(roles(build().template)).toEqual(expect.arrayContaining(['undo', 'redo', 'cut', 'copy', 'paste', 'selectAll']));
  });

  it('puts About and Quit in the application menu on macOS', () => {
    const { template } = build({ platform: 'darwin' });
    expect(template.map((item) => item.label)).toEqual(['Reservoir Simulation Directory', 'File', 'Edit', 'View']);
    const appMenu = template[0]?.submenu;
    expect(appMenu?.map((item) => item.label ?? item.role ?? item.type)).toEqual([
      'About Reservoir Simulation Directory',
      'separator',
      'hide',
      'hideOthers',
      'unhide',
      'separator',
      'Quit Reservoir Simulation Directory',
    ]);
  });
});
