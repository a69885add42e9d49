import { describe, expect, it } from 'vitest';
import {
  createWindowOpenHandler,
  decideFrameNavigation,
  decideNavigation,
  denyPermissionCheck,
  denyPermissionRequest,
  isAppUrl,
  secureWebPreferences,
  shouldOpenExternally,
} from './security';

const DEV = 'http://localhost:5173';

describe('isAppUrl', () => {
  it.each(['app://bundle/', 'app://bundle/simulator/3?tab=learning#top', 'app://bundle/api/simulators'])('accepts %s', (url) =>
    expect(isAppUrl(url)).toBe(true),
  );

  it.each([
    'app://other/',
    'app://bundle.evil.com/',
    'apps://bundle/',
    'file:///etc/passwd',
    'http://bundle/',
    'https://example.org/',
    'javascript:alert(1)',
    'not a url',
    '',
  ])('rejects %s', (url) => expect(isAppUrl(url)).toBe(false));

  it('accepts the dev server only when it is given, and only its exact origin', () => {
    expect(isAppUrl('http://localhost:5173/simulator/2')).toBe(false);
    expect(isAppUrl('http://localhost:5173/simulator/2', DEV)).toBe(true);
    expect(isAppUrl('http://localhost:5174/', DEV)).toBe(false);
    expect(isAppUrl('https://localhost:5173/', DEV)).toBe(false);
    expect(isAppUrl('app://bundle/', DEV)).toBe(true);
  });
});

describe('shouldOpenExternally', () => {
  it.each(['https://opm-project.org/', 'http://example.com/docs?a=1', 'mailto:jobs@example.com', 'mailto:jobs@example.com?subject=Hi'])(
    'opens %s in the system browser or mail client',
    (url) => expect(shouldOpenExternally(url)).toBe(true),
  );

  it.each([
    'file:///etc/passwd',
    'javascript:alert(1)',
    'data:text/html,<script>1</script>',
    'smb://host/share',
    'app://bundle/',
    'vbscript:msgbox',
    'mailto:',
    'mailto:javascript:alert(1)',
    ' https://opm-project.org/',
    'not a url',
  ])('refuses %s', (url) => expect(shouldOpenExternally(url)).toBe(false));
});

describe('decideNavigation', () => {
  it.each([
    ['app://bundle/jobs', undefined, 'allow'],
    ['http://localhost:5173/jobs', DEV, 'allow'],
    ['http://localhost:5173/jobs', undefined, 'open-externally'],
    ['https://github.com/OPM/opm-simulators', undefined, 'open-externally'],
    ['mailto:a@example.org', undefined, 'open-externally'],
    ['file:///home/user/.ssh/id_rsa', undefined, 'deny'],
    ['javascript:alert(1)', undefined, 'deny'],
  ] as const)('%s (dev server %s) -> %s', (url, dev, decision) => {
    expect(decideNavigation(url, dev)).toBe(decision);
  });
});

describe('decideFrameNavigation', () => {
  it('leaves the main frame to will-navigate', () => {
    expect(decideFrameNavigation('https://example.org/', true)).toBe('allow');
  });

  it.each([
    ['app://bundle/about', undefined, 'allow'],
    ['http://localhost:5173/about', DEV, 'allow'],
    ['https://example.org/embed', undefined, 'deny'],
    ['http://localhost:5173/about', undefined, 'deny'],
    ['file:///etc/hosts', undefined, 'deny'],
    ['data:text/html,<script>1</script>', undefined, 'deny'],
  ] as const)('a frame inside the page going to %s (dev server %s) -> %s', (url, dev, decision) => {
    expect(decideFrameNavigation(url, false, dev)).toBe(decision);
  });
});

describe('createWindowOpenHandler', () => {
  it('never opens a window, and hands web links to the system browser', () => {
    const opened: string[] = [];
    const handler = createWindowOpenHandler((url) => opened.push(url));
    expect(handler({ url: 'https://example.org/paper.pdf' })).toEqual({ action: 'deny' });
    expect(handler({ url: 'app://bundle/simulator/4' })).toEqual({ action: 'deny' });
    expect(handler({ url: 'file:///etc/hosts' })).toEqual({ action: 'deny' });
    expect(handler({ url: 'javascript:alert(1)' })).toEqual({ action: 'deny' });
    expect(handler({ url: 'smb://host/share' })).toEqual({ action: 'deny' });
    expect(handler({ url: 'mailto:jobs@example.com' })).toEqual({ action: 'deny' });
    expect(opened).toEqual(['https://example.org/paper.pdf', 'mailto:jobs@example.com']);
  });
});

describe('permissions', () => {
  it.each(['media', 'geolocation', 'notifications', 'clipboard-read', 'openExternal'])('denies %s', (permission) => {
    const answers: boolean[] = [];
    denyPermissionRequest({}, permission, (granted) => answers.push(granted));
    expect(answers).toEqual([false]);
  });

  it('answers no to permission checks', () => {
    expect(denyPermissionCheck()).toBe(false);
  });
});

describe('secureWebPreferences', () => {
  it('isolates the page from Node.js and keeps web security on', () => {
    expect(secureWebPreferences('/app/out/desktop/preload/index.cjs', { devTools: false })).toMatchObject({
      preload: '/app/out/desktop/preload/index.cjs',
      contextIsolation: true,
      sandbox: true,
      nodeIntegration: false,
      nodeIntegrationInWorker: false,
      nodeIntegrationInSubFrames: false,
      webSecurity: true,
      allowRunningInsecureContent: false,
      webviewTag: false,
      disableBlinkFeatures: 'Auxclick',
      devTools: false,
    });
  });

  it('allows the developer tools when asked to (a development build)', () => {
    expect(secureWebPreferences('/p.cjs', { devTools: true }).devTools).toBe(true);
  });
});
