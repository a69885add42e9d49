import { SearchIcon } from '@blueprintjs/icons';
import { Intent } from '@blueprintjs/core';
import { fireEvent, render, screen } from '@testing-library/react';
import { Profiler, createRef, type ChangeEvent } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { InputBox } from './input-box';

describe('InputBox', () => {
  it('mounts in one commit: nothing is measured and no state is set when it mounts', () => {
    const commits: string[] = [];
    render(
      <Profiler id="box" onRender={(_, phase) => commits.push(phase)}>
        <InputBox id="q" leftIcon={<SearchIcon />} placeholder="Search" />
      </Profiler>,
    );
    expect(commits).toEqual(['mount']);
  });

  it("draws Blueprint's input group: the icon, then the input, with the intent and disabled state on the group", () => {
    const { container } = render(<InputBox id="email" type="email" intent={Intent.DANGER} disabled leftIcon={<SearchIcon />} />);
    const group = container.firstElementChild;
    expect(group?.className).toBe('bp6-input-group bp6-intent-danger bp6-disabled');
    expect(group?.firstElementChild?.classList.contains('bp6-icon-search')).toBe(true);
    const input = screen.getByRole('textbox');
    expect(input).toHaveProperty('type', 'email');
    expect(input.className).toBe('bp6-input');
    expect(input.getAttribute('aria-disabled')).toBe('true');
  });

  it('reports each change as the event and as the value, and hands its input to inputRef', () => {
    const onChange = vi.fn<(event: ChangeEvent<HTMLInputElement>) => void>();
    const onValueChange = vi.fn<(value: string) => void>();
    const inputRef = createRef<HTMLInputElement>();
    render(<InputBox aria-label="Name" inputRef={inputRef} onChange={onChange} onValueChange={onValueChange} />);
    fireEvent.change(screen.getByRole('textbox', { name: 'Name' }), { target: { value: 'OPM' } });
    expect(onChange).toHaveBeenCalledTimes(1);
    expect(onValueChange).toHaveBeenCalledWith('OPM');
    expect(inputRef.current).toBe(screen.getByRole('textbox', { name: 'Name' }));
  });
});
