import { useEffect, useId, useRef, type KeyboardEvent, type ReactNode } from 'react';
import { createPortal } from 'react-dom';
import { useIntl } from 'react-intl';
import { afterNextPaint } from '../afterNextPaint';
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
  /**
   * The form's count of refused submissions (shared-auth's `useSubmission().refusals`): each new
   * refusal puts the focus on the field marked aria-invalid, else the first field.
   */
  refusals?: number;
}

const FOCUSABLE =
  'a[href], button:not([disabled]), input:not([disabled]):not([type="hidden"]), select:not([disabled]), textarea:not([disabled]), [tabindex]:not([tabindex="-1"])';

/**
 * Where work starts in the dialog: a field marked aria-invalid (after a refused submission), else
 * the field marked data-autofocus (content that opens with a link, e.g. to the portal), else the
 * first field or button of the content, not the close button; the dialog itself if none.
 */
function focusStart(dialog: HTMLElement, { orDialog = true } = {}): void {
  const body = dialog.querySelector('.su-modal__body');
  const target =
    body?.querySelector<HTMLElement>('[aria-invalid="true"]:not([disabled])') ??
    body?.querySelector<HTMLElement>('[data-autofocus]:not([disabled])') ??
    body?.querySelector<HTMLElement>(FOCUSABLE);
  if (target) target.focus();
  else if (orDialog) dialog.focus();
}

/** Focus that is nowhere: on the page's body, as after the focused button was disabled. */
function focusIsLost(): boolean {
  return document.activeElement === null || document.activeElement === document.body;
}

/**
 * A modal dialog: focus moves into it when it opens, stays inside while Tab cycles, and goes
 * back to the element that opened it when it closes. The page behind does not scroll.
 *
 * A submission disables its button (and often the fields) while it runs, which drops the focus
 * to the page's body; after a refusal (an alert) the focus comes back into the dialog, to the
 * field in error or the first field, and Escape and Tab keep working even while it is out.
 */
export function Modal({
  open,
  title,
  onClose,
  children,
  footer,
  size = 'md',
  refusals = 0,
}: ModalProps) {
  const { formatMessage } = useIntl();
  const titleId = useId();
  const dialogRef = useRef<HTMLDivElement>(null);
  const onCloseRef = useRef(onClose);
  useEffect(() => {
    onCloseRef.current = onClose;
  });

  useEffect(() => {
    if (!open) return undefined;
    // Keys pressed while the focus is outside the dialog (the dialog handles its own below).
    const handleStrayKey = (event: globalThis.KeyboardEvent) => {
      const dialog = dialogRef.current;
      if (!dialog || (event.target instanceof Node && dialog.contains(event.target))) return;
      if (event.key === 'Escape') {
        onCloseRef.current();
      } else if (event.key === 'Tab') {
        event.preventDefault();
        focusStart(dialog);
      }
    };
    document.addEventListener('keydown', handleStrayKey);
    return () => document.removeEventListener('keydown', handleStrayKey);
  }, [open]);

  useEffect(() => {
    if (!open) return undefined;
    const opener = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    const { overflow } = document.body.style;
    document.body.style.overflow = 'hidden';
    const moveFocusIn = () => {
      const dialog = dialogRef.current;
      if (dialog) focusStart(dialog);
    };
    // Opened by a control (a tap, a key), the focus moves in once the dialog is on screen:
    // focus() needs the page laid out with the dialog, and in the commit that opens it that
    // layout was most of the tap's answer on a phone (docs/adr/0072); after the paint it is there
    // already. A key pressed meanwhile is handled as a stray key; a focus that has moved meanwhile
    // (a click inside) is left where it is. Opened with nothing focused, it takes the focus at once.
    let cancelFocus = () => {};
    if (opener && !focusIsLost()) {
      cancelFocus = afterNextPaint(() => {
        if (document.activeElement === opener || focusIsLost()) moveFocusIn();
      });
    } else {
      moveFocusIn();
    }
    return () => {
      cancelFocus();
      document.body.style.overflow = overflow;
      opener?.focus();
    };
  }, [open]);

  // A refusal was alerted: back to where the student has to correct something.
  const seenRefusals = useRef(refusals);
  useEffect(() => {
    if (refusals === seenRefusals.current) return;
    seenRefusals.current = refusals;
    if (open && dialogRef.current) focusStart(dialogRef.current);
  }, [open, refusals]);

  // After every render while open (the content re-renders when a submission ends). Declared
  // after the opening effect, so that one still records the real opener.
  useEffect(() => {
    // While every field is disabled there is nothing to return to yet: the next render will.
    if (open && dialogRef.current && focusIsLost()) {
      focusStart(dialogRef.current, { orDialog: false });
    }
  });

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
          <button
            type="button"
            className="su-modal__close"
            aria-label={formatMessage({ id: 'ui.modal.close' })}
            onClick={onClose}
          >
            <CrossIcon />
          </button>
        </div>
        <div className="su-modal__body">{children}</div>
        {footer ? <div className="su-modal__footer">{footer}</div> : null}
      </div>
    </div>,
    document.body,
  );
}

/** The close button's cross, drawn (the button's name is its label). */
function CrossIcon() {
  return (
    <svg viewBox="0 0 24 24" width="20" height="20" aria-hidden="true" focusable="false">
      <path d="M5 5l14 14M19 5L5 19" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
    </svg>
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
