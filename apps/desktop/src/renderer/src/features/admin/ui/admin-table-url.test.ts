import { describe, expect, it } from 'vitest';
import {
  ADMIN_TABLE_DEFAULTS,
  adminTableStateFromSearchParams,
  adminTableStateToSearchParams,
  parseAdminPageSize,
  sortDirectionOf,
  withPageSize,
  withSearch,
  withSortBy,
  type AdminTableState,
} from './admin-table-url';

const FIELDS = ['username', 'email', 'createdAt'] as const;
const state = (partial: Partial<AdminTableState>): AdminTableState => ({ ...ADMIN_TABLE_DEFAULTS, ...partial });

describe('adminTableStateFromSearchParams', () => {
  it('reads the defaults from an empty query', () => {
    expect(adminTableStateFromSearchParams('', FIELDS)).toEqual({ page: 1, pageSize: 10, q: '', sort: null });
  });

  it('reads every key, from a string with or without "?" or a URLSearchParams', () => {
    const expected = state({ page: 3, pageSize: 25, q: 'ada', sort: '-email' });
    expect(adminTableStateFromSearchParams('?page=3&size=25&q=ada&sort=-email', FIELDS)).toEqual(expected);
    expect(adminTableStateFromSearchParams('page=3&size=25&q=ada&sort=-email', FIELDS)).toEqual(expected);
    expect(adminTableStateFromSearchParams(new URLSearchParams('page=3&size=25&q=ada&sort=-email'), FIELDS)).toEqual(expected);
  });

  it.each([
    ['page=0', { page: 1 }],
    ['page=-2', { page: 1 }],
    ['page=1.5', { page: 1 }],
    ['page=1e3', { page: 1 }],
    ['page=abc', { page: 1 }],
    ['size=20', { pageSize: 10 }],
    ['size=1000', { pageSize: 10 }],
    ['size=ten', { pageSize: 10 }],
    ['size=100', { pageSize: 100 }],
    ['size=50', { pageSize: 50 }],
    ['sort=password', { sort: null }],
    ['sort=--email', { sort: null }],
    ['sort=createdAt', { sort: 'createdAt' }],
    ['q=%20%20', { q: '' }],
    ['q=%20ada%20', { q: 'ada' }],
    [`q=${'x'.repeat(201)}`, { q: '' }],
  ] as const)('falls back to the default for %s where the server would refuse it', (query, partial) => {
    expect(adminTableStateFromSearchParams(query, FIELDS)).toEqual(state(partial));
  });
});

describe('adminTableStateToSearchParams', () => {
  it('writes nothing for the defaults', () => {
    expect(adminTableStateToSearchParams(ADMIN_TABLE_DEFAULTS).toString()).toBe('');
    expect(adminTableStateToSearchParams(state({ q: '   ' })).toString()).toBe('');
  });

  it('writes what differs and round-trips', () => {
    const s = state({ page: 4, pageSize: 50, q: 'a b', sort: '-createdAt' });
    const params = adminTableStateToSearchParams(s);
    expect(params.toString()).toBe('q=a+b&sort=-createdAt&size=50&page=4');
    expect(adminTableStateFromSearchParams(params.toString(), FIELDS)).toEqual(s);
  });

  it("keeps the keys that are not the table's own (a page's filter), replacing its own", () => {
    const others = new URLSearchParams('status=bounced&page=3&q=old');
    expect(adminTableStateToSearchParams(state({ page: 2, q: 'new' }), others).toString()).toBe('status=bounced&q=new&page=2');
  });
});

describe('table transitions', () => {
  it('a new search or page size goes back to page 1', () => {
    expect(withSearch(state({ page: 5 }), 'x')).toEqual(state({ page: 1, q: 'x' }));
    expect(withPageSize(state({ page: 5 }), 25)).toEqual(state({ page: 1, pageSize: 25 }));
  });

  it('sorting a column goes ascending, then descending, then ascending again', () => {
    const once = withSortBy(state({ page: 3 }), 'email');
    expect(once).toEqual(state({ sort: 'email' }));
    const twice = withSortBy(once, 'email');
    expect(twice.sort).toBe('-email');
    expect(withSortBy(twice, 'email').sort).toBe('email');
    expect(withSortBy(twice, 'username').sort).toBe('username');
  });

  it('says the direction of each column', () => {
    expect(sortDirectionOf({ sort: 'email' }, 'email')).toBe('ascending');
    expect(sortDirectionOf({ sort: '-email' }, 'email')).toBe('descending');
    expect(sortDirectionOf({ sort: '-email' }, 'username')).toBe('none');
    expect(sortDirectionOf({ sort: null }, 'email')).toBe('none');
  });

  it('parses only the offered page sizes', () => {
    expect(parseAdminPageSize('25')).toBe(25);
    expect(parseAdminPageSize('30')).toBeNull();
    expect(parseAdminPageSize('')).toBeNull();
  });
});
