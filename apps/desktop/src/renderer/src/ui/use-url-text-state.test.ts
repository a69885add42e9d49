import { act, renderHook } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { useUrlTextState } from './use-url-text-state';

function renderText(initialUrl: string) {
  const hook = renderHook(({ url }) => useUrlTextState(url), { initialProps: { url: initialUrl } });
  return {
    text: () => hook.result.current[0],
    type: (value: string) => act(() => hook.result.current[1](value)),
    urlBecomes: (url: string) => hook.rerender({ url }),
    reset: (value: string) => act(() => hook.result.current[2](value)),
  };
}

describe('useUrlTextState', () => {
  it('starts from the URL', () => {
    expect(renderText('porous').text()).toBe('porous');
  });

  it('resets to a value at once and awaits no echo of what was typed before', () => {
    const field = renderText('');
    field.type('mrst');
    field.reset('');
    expect(field.text()).toBe('');
    field.urlBecomes('mrst');
    expect(field.text()).toBe('mrst');
  });

  it('keeps what was typed while the URL catches up a value at a time', () => {
    const field = renderText('');
    field.type('p');
    field.type('po');
    field.type('por');

    field.urlBecomes('p');
    expect(field.text()).toBe('por');
    field.urlBecomes('po');
    expect(field.text()).toBe('por');
    field.urlBecomes('por');
    expect(field.text()).toBe('por');
  });

  it('keeps what was typed when the URL skips to the latest value', () => {
    const field = renderText('');
    field.type('a');
    field.type('ab');

    field.urlBecomes('ab');
    field.type('abc');
    field.urlBecomes('abc');

    expect(field.text()).toBe('abc');
  });

  it('takes a URL value it did not set (a link, Back, Reset elsewhere)', () => {
    const field = renderText('');
    field.type('abc');
    field.urlBecomes('abc');

    field.urlBecomes('');
    expect(field.text()).toBe('');

    field.urlBecomes('shared link');
    expect(field.text()).toBe('shared link');
  });

  it('does not mistake an earlier echo for the current one after an outside change', () => {
    const field = renderText('');
    field.type('x');
    field.urlBecomes('elsewhere');
    expect(field.text()).toBe('elsewhere');

    // 'x' was forgotten with the outside change: arriving now, it is a real change too.
    field.urlBecomes('x');
    expect(field.text()).toBe('x');
  });
});
