import { describe, expect, it } from 'vitest';
import { messagesOf } from '../test/issues';
import { LoginForm } from './login-form';

describe('LoginForm', () => {
  it('accepts a username and password, trimming only the username', () => {
    expect(LoginForm.parse({ username: ' admin ', password: ' secret ' })).toEqual({ username: 'admin', password: ' secret ' });
  });

  it('requires both', () => {
    expect(messagesOf(LoginForm, { username: '', password: '' })).toEqual({
      username: ['Username is required.'],
      password: ['Password is required.'],
    });
    expect(messagesOf(LoginForm, { username: '   ', password: 'x' })).toEqual({ username: ['Username is required.'] });
    expect(messagesOf(LoginForm, {})).toEqual({ username: ['Username is required.'], password: ['Password is required.'] });
  });

  it('bounds the lengths', () => {
    expect(messagesOf(LoginForm, { username: 'a'.repeat(200), password: 'p'.repeat(1024) })).toEqual({});
    expect(messagesOf(LoginForm, { username: 'a'.repeat(201), password: 'p'.repeat(1025) })).toEqual({
      username: ['Username must be at most 200 characters.'],
      password: ['Password must be at most 1024 characters.'],
    });
  });
});
