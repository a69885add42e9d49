import { SUBSCRIPTION_PAGES } from '@rsd/core';
import { matchRoutes } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { routes } from './routes';

describe('routes', () => {
  it('have a page of its own for every link a subscription mail carries, not the not-found page', () => {
    for (const page of Object.values(SUBSCRIPTION_PAGES)) {
      expect(matchRoutes(routes, page)?.at(-1)?.route.path).toBe('/subscription/:kind');
    }
  });
});
