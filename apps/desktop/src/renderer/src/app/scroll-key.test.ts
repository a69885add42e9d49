import type { Location } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { scrollKey } from './layout';

const at = (key: string, pathname: string, hash = ''): Location => ({ key, pathname, search: '', hash, state: null });

describe('scroll restoration key', () => {
  it('tells pages loaded from outside the app apart by their address', () => {
    expect(scrollKey(at('default', '/'))).toBe('/');
    expect(scrollKey(at('default', '/about', '#contact'))).toBe('/about#contact');
  });

  it('keeps the router key of in-app history entries, so Back returns to the same place', () => {
    expect(scrollKey(at('k3x9', '/simulator/3'))).toBe('k3x9');
  });
});
