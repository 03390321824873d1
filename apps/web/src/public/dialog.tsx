import { useEffect, useId, useRef, type KeyboardEvent, type ReactNode } from 'react';
import { createPortal } from 'react-dom';
import './dialog.css';

interface ConfirmDialogProps {
  title: string;
  /** What is about to happen, above the buttons. */
  children: ReactNode;
  /** The confirm button's words: what happens. */
  confirmLabel: string;
  pending: boolean;
  /** A red confirm button, for what cannot be undone. */
  destructive?: boolean;
  onConfirm: () => void;
  onClose: () => void;
}

const focusable = 'button:not([disabled]), a[href], input:not([disabled]), [tabindex]:not([tabindex="-1"])';

/**
 * The light pages' confirmation (decision 0065), as the portal's: a modal dialog named by its
 * title, Cancel first. Focus goes into it and stays there (Tab wraps); Escape and Cancel close it
 * and give focus back to what opened it, if that is still on the page (else the caller places it).
 */
export function ConfirmDialog({
  title,
  children,
  confirmLabel,
  pending,
  destructive = false,
  onConfirm,
  onClose,
}: ConfirmDialogProps) {
  const titleId = useId();
  const box = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const opener = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    box.current?.querySelector<HTMLElement>(focusable)?.focus();
    return () => {
      if (opener?.isConnected) opener.focus();
    };
  }, []);
  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    if (event.key === 'Escape') {
      event.stopPropagation();
      onClose();
      return;
    }
    if (event.key !== 'Tab' || !box.current) return;
    const items = Array.from(box.current.querySelectorAll<HTMLElement>(focusable));
    const first = items[0];
    const last = items[items.length - 1];
    if (!first || !last) return;
    if (event.shiftKey && document.activeElement === first) {
      event.preventDefault();
      last.focus();
    } else if (!event.shiftKey && document.activeElement === last) {
      event.preventDefault();
      first.focus();
    }
  };
  return createPortal(
    <div className="cp-dialog-layer">
      {/* The backdrop closes the dialog on a click, as the portal's does; the keyboard has Escape. */}
      <div className="cp-dialog-backdrop" onClick={onClose} aria-hidden="true" />
      <div
        ref={box}
        className="cp-dialog"
        role="dialog"
        aria-modal="true"
        aria-labelledby={titleId}
        onKeyDown={onKeyDown}
      >
        <h2 id={titleId}>{title}</h2>
        {children}
        <div className="cp-actions">
          <button type="button" className="cp-button cp-button--subtle" onClick={onClose}>
            Cancel
          </button>
          <button
            type="button"
            className={`cp-button${destructive ? ' cp-button--danger' : ''}`}
            onClick={onConfirm}
            disabled={pending}
            aria-busy={pending}
          >
            {confirmLabel}
          </button>
        </div>
      </div>
    </div>,
    document.body,
  );
}
