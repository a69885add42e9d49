import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { DeleteConfirmDialog, type DeletedThing } from './delete-confirm-dialog';

describe('DeleteConfirmDialog', () => {
  it.each<DeletedThing>(['simulator', 'technology', 'job posting', 'user'])(
    "asks 'Are you sure?' before deleting a %s, says it cannot be undone, and offers Cancel and Delete",
    async (thing) => {
      const onCancel = vi.fn<() => void>();
      const onConfirm = vi.fn<() => void>();
      render(<DeleteConfirmDialog thing={thing} onCancel={onCancel} onConfirm={onConfirm} />);
      const dialog = await screen.findByRole('dialog', { name: 'Are you sure?' });
      expect(dialog.textContent).toContain(`This will permanently delete the ${thing}. This action cannot be undone.`);
      await userEvent.click(screen.getByRole('button', { name: 'Cancel' }));
      expect(onCancel).toHaveBeenCalledOnce();
      await userEvent.click(screen.getByRole('button', { name: 'Delete' }));
      expect(onConfirm).toHaveBeenCalledOnce();
    },
  );

  it('is closed without a thing to delete', () => {
    render(<DeleteConfirmDialog thing={null} onCancel={vi.fn<() => void>()} onConfirm={vi.fn<() => void>()} />);
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('cannot be cancelled or confirmed twice while the delete runs', async () => {
    const onConfirm = vi.fn<() => void>();
    render(<DeleteConfirmDialog thing="user" busy onCancel={vi.fn<() => void>()} onConfirm={onConfirm} />);
    await screen.findByRole('dialog');
    expect((screen.getByRole('button', { name: 'Cancel' }) as HTMLButtonElement).disabled).toBe(true);
    await userEvent.click(screen.getByRole('button', { name: /Delete/ }));
    expect(onConfirm).not.toHaveBeenCalled();
  });
});
