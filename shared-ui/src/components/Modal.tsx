import { useEffect, useId, useRef, type KeyboardEvent, type ReactNode } from 'react';
import { createPortal } from 'react-dom';
import { classNames } from '../classNames';
import './Modal.css';

export interface ModalProps {
  open: boolean;
  /** The dialog's heading; also its accessible name. */
  title: string;
  /** Called on Escape, the close button and a click on the backdrop. */
  onClose: () => void;
  children: ReactNode;
  /** Buttons at the bottom (e.g. 확인 / 취소). */
  footer?: ReactNode;
  size?: 'md' | 'lg';
}

const FOCUSABLE =
  'a[href], button:not([disabled]), input:not([disabled]):not([type="hidden"]), select:not([disabled]), textarea:not([disabled]), [tabindex]:not([tabindex="-1"])';

/**
 * A modal dialog: focus moves into it when it opens, stays inside while Tab cycles, and goes
 * back to the element that opened it when it closes. The page behind does not scroll.
 */
export function Modal({ open, title, onClose, children, footer, size = 'md' }: ModalProps) {
  const titleId = useId();
  const dialogRef = useRef<HTMLDivElement>(null);

  useEffect(() => {
    if (!open) return undefined;
    const opener = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    const dialog = dialogRef.current;
    // The first field or button of the content, not the close button: that is where work starts.
    // Content that opens with a link (e.g. to the portal) marks its first field data-autofocus.
    const body = dialog?.querySelector('.su-modal__body');
    const firstFocusable =
      body?.querySelector<HTMLElement>('[data-autofocus]') ??
      body?.querySelector<HTMLElement>(FOCUSABLE);
    (firstFocusable ?? dialog)?.focus();

    const { overflow } = document.body.style;
    document.body.style.overflow = 'hidden';
    return () => {
      document.body.style.overflow = overflow;
      opener?.focus();
    };
  }, [open]);

  if (!open) return null;

  const handleKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    if (event.key === 'Escape') {
      event.stopPropagation();
      onClose();
    } else if (event.key === 'Tab' && dialogRef.current) {
      keepFocusInside(dialogRef.current, event);
    }
  };

  return createPortal(
    <div
      className="su-modal__backdrop"
      onMouseDown={(event) => {
        if (event.target === event.currentTarget) onClose();
      }}
    >
      <div
        ref={dialogRef}
        role="dialog"
        aria-modal="true"
        aria-labelledby={titleId}
        tabIndex={-1}
        className={classNames('su-modal', `su-modal--${size}`)}
        onKeyDown={handleKeyDown}
      >
        <div className="su-modal__header">
          <h2 id={titleId} className="su-modal__title">
            {title}
          </h2>
          <button type="button" className="su-modal__close" aria-label="닫기" onClick={onClose}>
            <span aria-hidden="true">×</span>
          </button>
        </div>
        <div className="su-modal__body">{children}</div>
        {footer ? <div className="su-modal__footer">{footer}</div> : null}
      </div>
    </div>,
    document.body,
  );
}

function keepFocusInside(dialog: HTMLElement, event: KeyboardEvent) {
  const focusable = Array.from(dialog.querySelectorAll<HTMLElement>(FOCUSABLE));
  const first = focusable[0];
  const last = focusable[focusable.length - 1];
  if (!first || !last) {
    event.preventDefault();
    return;
  }
  const active = document.activeElement;
  if (event.shiftKey && (active === first || active === dialog)) {
    event.preventDefault();
    last.focus();
  } else if (!event.shiftKey && active === last) {
    event.preventDefault();
    first.focus();
  }
}
