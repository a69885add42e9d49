import { Intent } from '@blueprintjs/core';
import { RefreshIcon } from '@blueprintjs/icons';
import { fireEvent, render, screen } from '@testing-library/react';
import { Profiler, createRef } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { PlainButton } from './plain-button';

describe('PlainButton', () => {
  it('mounts in one commit: its text is not measured and no state is set when it mounts', () => {
    const commits: string[] = [];
    render(
      <Profiler id="button" onRender={(_, phase) => commits.push(phase)}>
        <PlainButton icon={<RefreshIcon />} text="Sync now" />
      </Profiler>,
    );
    expect(commits).toEqual(['mount']);
  });

  it("draws Blueprint's button: the look's classes, the icon, then the text in Blueprint's text span", () => {
    render(<PlainButton intent={Intent.PRIMARY} variant="outlined" fill disabled icon={<RefreshIcon />} text="Retry" className="extra" />);
    const button = screen.getByRole('button', { name: 'Retry' });
    expect(button.className).toBe('bp6-button bp6-intent-primary bp6-outlined bp6-fill bp6-disabled extra');
    expect(button).toHaveProperty('type', 'button');
    expect(button).toHaveProperty('disabled', true);
    expect(button.firstElementChild?.classList.contains('bp6-icon-refresh')).toBe(true);
    expect(button.lastElementChild?.outerHTML).toBe('<span class="bp6-button-text">Retry</span>');
  });

  it('draws no text span for an icon-only button, and passes its events, attributes and ref to the button', () => {
    const onClick = vi.fn<() => void>();
    const ref = createRef<HTMLButtonElement>();
    render(<PlainButton ref={ref} type="submit" icon={<RefreshIcon />} aria-label="Refresh" aria-expanded={false} onClick={onClick} />);
    const button = screen.getByRole('button', { name: 'Refresh' });
    expect(button.querySelector('.bp6-button-text')).toBeNull();
    expect(button.getAttribute('aria-expanded')).toBe('false');
    expect(button).toHaveProperty('type', 'submit');
    fireEvent.click(button);
    expect(onClick).toHaveBeenCalledTimes(1);
    expect(ref.current).toBe(button);
  });
});
