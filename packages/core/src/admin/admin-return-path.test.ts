import { describe, expect, it } from 'vitest';
import { adminLoginPathFor, adminReturnPath } from './admin-return-path';

describe('adminReturnPath', () => {
  it.each([
    ['/admin/users', '/admin/users'],
    ['/admin/users?q=ada&page=2', '/admin/users?q=ada&page=2'],
    ['/admin', '/admin'],
    ['/admin?x=1', '/admin?x=1'],
    ['/admin/error-reports/view/3', '/admin/error-reports/view/3'],
  ])('keeps the back-office address %s', (next, expected) => {
    expect(adminReturnPath(next)).toBe(expected);
  });

  it.each([
    [null],
    [''],
    ['/'],
    ['/jobs'],
    ['/administrator'],
    ['https://evil.example/admin'],
    ['//evil.example/admin'],
    ['/admin//evil.example'],
    ['/admin/\\evil'],
    ['/admin/login'],
    ['/admin/login?next=/admin/users'],
    ['javascript:alert(1)'],
  ])('sends %s to the dashboard instead', (next) => {
    expect(adminReturnPath(next)).toBe('/admin');
  });
});

describe('adminLoginPathFor', () => {
  it('encodes where the admin was', () => {
    expect(adminLoginPathFor('/admin/users?q=a&page=2')).toBe('/admin/login?next=%2Fadmin%2Fusers%3Fq%3Da%26page%3D2');
    expect(adminLoginPathFor('/admin/login')).toBe('/admin/login?next=%2Fadmin');
  });
});
