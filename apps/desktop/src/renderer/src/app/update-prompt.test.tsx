import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { useAppUpdate } from '../platform/app-update';
import { UPDATE_AVAILABLE, UpdatePrompt } from './update-prompt';

afterEach(() => useAppUpdate.setState({ apply: null }));

describe('UpdatePrompt', () => {
  it('stays hidden until a new deployment waits, then Reload applies it', async () => {
    render(<UpdatePrompt />);
    expect(screen.queryByText(UPDATE_AVAILABLE)).toBeNull();

    const apply = vi.fn<() => void>();
    act(() => useAppUpdate.setState({ apply }));
    expect(screen.getByRole('region', { name: 'App update' }).textContent).toContain('Update available — reload');

    await userEvent.setup().click(screen.getByRole('button', { name: 'Reload' }));
    expect(apply).toHaveBeenCalledTimes(1);
  });
});
