import { useEffect, useId, useRef } from 'react';

export interface ConfirmDialogProps {
  open: boolean;
  title: string;
  text?: string;
  confirmLabel: string;
  cancelLabel: string;
  onConfirm: () => void;
  onCancel: () => void;
}

/**
 * A modal question with two answers, on the native dialog: focus stays inside while it is open,
 * Escape cancels and focus returns to the control that opened it.
 */
export function ConfirmDialog(props: ConfirmDialogProps) {
  const { open, title, text, confirmLabel, cancelLabel, onConfirm, onCancel } = props;
  const ref = useRef<HTMLDialogElement>(null);
  const titleId = useId();
  useEffect(() => {
    const dialog = ref.current;
    if (!dialog) return;
    if (open && !dialog.open) dialog.showModal();
    if (!open && dialog.open) dialog.close();
  }, [open]);
  return (
    <dialog
      ref={ref}
      className="harmo-confirm"
      aria-labelledby={titleId}
      onCancel={(event) => {
        event.preventDefault();
        onCancel();
      }}
    >
      <h2 id={titleId} className="harmo-confirm__title">
        {title}
      </h2>
      {text && <p>{text}</p>}
      <div className="harmo-confirm__actions">
        <button type="button" className="harmo-button" onClick={onCancel}>
          {cancelLabel}
        </button>
        <button type="button" className="harmo-button harmo-button--primary" onClick={onConfirm}>
          {confirmLabel}
        </button>
      </div>
    </dialog>
  );
}
