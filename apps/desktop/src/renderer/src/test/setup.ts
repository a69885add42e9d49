import { cleanup, configure } from '@testing-library/react';
import { afterEach } from 'vitest';

// Testing Library turns React's act() environment on only under Jest-style globals, which this config
// does not enable; without it React warns on every act() and updates may land after assertions.
(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

// Screens are lazy chunks: their first import (transform included) can take seconds on a busy machine,
// longer than findBy's default 1 s. A wrong screen still fails, only later.
configure({ asyncUtilTimeout: 5000 });

// jsdom has no layout: scrolling is a no-op here instead of a "not implemented" error.
window.scrollTo = () => undefined;

afterEach(() => {
  cleanup();
  window.localStorage.clear();
});
