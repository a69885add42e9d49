import { Button, Dialog, DialogBody, DialogFooter, Intent } from '@blueprintjs/core';

/** What a delete removes, as the confirmation names it (the spec's error catalogue, §8). */
export type DeletedThing = 'simulator' | 'technology' | 'job posting' | 'user' | 'subscriber';

export interface DeleteConfirmDialogProps {
  /** What is about to be deleted; null: the dialog is closed. */
  thing: DeletedThing | null;
  /** The delete is under way: Delete shows a spinner and nothing can be pressed twice. */
  busy?: boolean;
  onCancel(): void;
  onConfirm(): void;
}

/** The spec's error catalogue (§8): 'Are you sure?', what will be deleted, Cancel and Delete. Escape and Cancel keep the record. */
export function DeleteConfirmDialog({ thing, busy = false, onCancel, onConfirm }: DeleteConfirmDialogProps) {
  return (
    <Dialog
      isOpen={thing !== null}
      title="Are you sure?"
      onClose={busy ? undefined : onCancel}
      canOutsideClickClose={!busy}
      isCloseButtonShown={false}
    >
      <DialogBody>
        <p>This will permanently delete the {thing ?? 'record'}. This action cannot be undone.</p>
      </DialogBody>
      <DialogFooter
        actions={
          <>
            <Button text="Cancel" onClick={onCancel} disabled={busy} />
            <Button text="Delete" intent={Intent.DANGER} onClick={onConfirm} loading={busy} />
          </>
        }
      />
    </Dialog>
  );
}
