import { describe, expect, it } from 'vitest';
import { CONTROL_CHARACTER_MESSAGE } from '../forms/storable-text';
import { messagesOf } from '../test/issues';
import { AdminCountQuery, adminListQuery, formatAdminCount, pageCount } from './admin-list';

const Query = adminListQuery(['createdAt', 'name'], '-createdAt');

describe('adminListQuery', () => {
  it('defaults to page 1 of 10 rows, no search, the default sort', () => {
    expect(Query.parse({})).toEqual({ page: 1, pageSize: 10, q: '', sort: { field: 'createdAt', descending: true } });
  });

  it('reads the query text a URL gives', () => {
    expect(Query.parse({ page: '3', pageSize: '50', q: '  opm ', sort: 'name' })).toEqual({
      page: 3,
      pageSize: 50,
      q: 'opm',
      sort: { field: 'name', descending: false },
    });
  });

  it.each([
    [{ page: '0' }, 'page'],
    [{ page: '1.5' }, 'page'],
    [{ page: 'x' }, 'page'],
    [{ pageSize: '20' }, 'pageSize'],
    [{ pageSize: '1e1' }, 'pageSize'],
    [{ sort: 'password' }, 'sort'],
    [{ sort: '--name' }, 'sort'],
    [{ q: 'x'.repeat(201) }, 'q'],
    [{ q: 'opm\u0000' }, 'q'],
    [{ q: '\ud800' }, 'q'],
  ])('refuses %j on %s', (input, field) => {
    const result = Query.safeParse(input);
    expect(result.error?.issues.map((issue) => issue.path.join('.'))).toEqual([field]);
  });

  it('refuses a search PostgreSQL cannot store, in a list and in its count, with the text rule’s message', () => {
    expect(messagesOf(Query, { q: '\u0000' })).toEqual({ q: [CONTROL_CHARACTER_MESSAGE] });
    expect(messagesOf(AdminCountQuery, { q: 'a\u0000b' })).toEqual({ q: [CONTROL_CHARACTER_MESSAGE] });
  });
});

describe('pageCount', () => {
  it.each([
    [0, 10, 1],
    [1, 10, 1],
    [10, 10, 1],
    [11, 10, 2],
    [101, 25, 5],
  ])('%i rows at %i a page make %i page(s)', (total, size, pages) => {
    expect(pageCount(total, size)).toBe(pages);
  });
});

describe('formatAdminCount', () => {
  it('groups thousands, and marks a lower bound with +', () => {
    expect(formatAdminCount(23, true)).toBe('23');
    expect(formatAdminCount(10_000, true)).toBe('10,000');
    expect(formatAdminCount(10_000, false)).toBe('10,000+');
  });
});
