import { useEffect, useId, useRef, type KeyboardEvent, type ReactNode } from 'react';
import { createPortal } from 'react-dom';

const FOCUSABLE =
  'a[href], area[href], button:not([disabled]), input:not([disabled]):not([type="hidden"]), select:not([disabled]), textarea:not([disabled]), [tabindex]:not([tabindex="-1"])';

function focusSectionStart(section: HTMLElement) {
  const target = section.querySelector<HTMLElement>('h1, h2, h3, h4, h5, h6') ?? section;
  if (!target.hasAttribute('tabindex')) target.setAttribute('tabindex', '-1');
  target.focus();
}

export interface DialogProps {
  open: boolean;
  /** Escape, the close button and a click on the backdrop call this; the parent sets open to false. */
  onClose: () => void;
  /** The heading that names the dialog. */
  title: ReactNode;
  children: ReactNode;
  /** Buttons at the bottom (e.g. confirm / cancel). */
  footer?: ReactNode;
  /** Text of the close button (default 'Schließen'). */
  closeLabel?: string;
  className?: string;
}

/**
 * A modal dialog: labelled by its heading, focus moves in and stays inside (Tab wraps), Escape closes, and the focus
 * returns to the element that opened it, or to its section's heading when that element is gone or disabled. The page
 * behind does not scroll while it is open.
 */
export function Dialog({ open, onClose, title, children, footer, closeLabel = 'Schließen', className }: DialogProps) {
  const titleId = useId();
  const dialogRef = useRef<HTMLDivElement>(null);
  const onCloseRef = useRef(onClose);
  useEffect(() => {
    onCloseRef.current = onClose;
  }, [onClose]);

  useEffect(() => {
    if (!open) return undefined;
    const opener = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    const dialog = dialogRef.current;
    const first = dialog?.querySelector('.np-dialog__body')?.querySelector<HTMLElement>(FOCUSABLE);
    (first ?? dialog)?.focus();
    const overflow = document.body.style.overflow;
    document.body.style.overflow = 'hidden';
    // Where the focus goes if the opener is gone or disabled when the dialog closes (e.g. a request button replaced
    // by its outcome, or disabled once the request is answered): the heading of the section that held it, so a
    // keyboard user goes on from there.
    const section = opener?.closest('section') ?? null;
    return () => {
      document.body.style.overflow = overflow;
      opener?.focus();
      if (opener && document.activeElement === opener) return;
      if (section?.isConnected) focusSectionStart(section);
    };
  }, [open]);

  if (!open) return null;

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    if (event.key === 'Escape') {
      event.stopPropagation();
      onCloseRef.current();
      return;
    }
    if (event.key !== 'Tab' || !dialogRef.current) return;
    const focusable = Array.from(dialogRef.current.querySelectorAll<HTMLElement>(FOCUSABLE));
    if (focusable.length === 0) {
      event.preventDefault();
      return;
    }
    const first = focusable[0];
    const last = focusable[focusable.length - 1];
    if (event.shiftKey && (document.activeElement === first || document.activeElement === dialogRef.current)) {
      event.preventDefault();
      last.focus();
    } else if (!event.shiftKey && document.activeElement === last) {
      event.preventDefault();
      first.focus();
    }
  };

  // A click on the backdrop is a pointer shortcut only: Escape and the close button do the same from the keyboard, and
  // the dialog's key handler keeps Tab inside it (the APG's modal dialog pattern).
  return createPortal(
    // eslint-disable-next-line jsx-a11y/no-static-element-interactions
    <div
      className="np-dialog__backdrop"
      onMouseDown={(event) => {
        if (event.target === event.currentTarget) onCloseRef.current();
      }}
    >
      {/* eslint-disable-next-line jsx-a11y/no-noninteractive-element-interactions */}
      <div
        ref={dialogRef}
        role="dialog"
        aria-modal="true"
        aria-labelledby={titleId}
        tabIndex={-1}
        className={`np-dialog${className ? ` ${className}` : ''}`}
        onKeyDown={onKeyDown}
      >
        <div className="np-dialog__header">
          <h2 id={titleId} className="np-dialog__title">
            {title}
          </h2>
          <button type="button" className="np-dialog__close" aria-label={closeLabel} onClick={() => onCloseRef.current()}>
            <span aria-hidden="true">✕</span>
          </button>
        </div>
        <div className="np-dialog__body">{children}</div>
        {footer ? <div className="np-dialog__footer">{footer}</div> : null}
      </div>
    </div>,
    document.body,
  );
}
