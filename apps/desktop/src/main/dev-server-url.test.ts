import { describe, expect, it } from 'vitest';
import { devServerUrlFor } from './dev-server-url';

describe('devServerUrlFor', () => {
  it('honours ELECTRON_RENDERER_URL in a development build (electron-vite dev)', () => {
    expect(devServerUrlFor(true, { ELECTRON_RENDERER_URL: 'http://localhost:5173' })).toBe('http://localhost:5173');
  });

  it('ignores it in a production build, packaged or run as `npx electron .`', () => {
    expect(devServerUrlFor(false, { ELECTRON_RENDERER_URL: 'https://evil.example' })).toBeUndefined();
    expect(
      devServerUrlFor(false, { ELECTRON_RENDERER_URL: 'http://localhost:5173', NODE_ENV_ELECTRON_VITE: 'development' }),
    ).toBeUndefined();
  });

  it('loads the bundled app when the variable is unset or blank', () => {
    expect(devServerUrlFor(true, {})).toBeUndefined();
    expect(devServerUrlFor(true, { ELECTRON_RENDERER_URL: ' ' })).toBeUndefined();
  });
});
