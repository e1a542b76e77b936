import { type ReactNode, useEffect, useId, useRef } from 'react';
import styles from './Modal.module.css';

/**
 * SPEC 9: the modal is at least 200 by 200 px and appears 100 ms after it opens. The wait is the
 * delay of its fade-in animation only: the dialog is in the page and takes focus at once, so
 * keyboard and screen-reader users never wait, and reduced motion (no animation) shows it at once.
 */
export const MODAL = { minSizePx: 200, appearDelayMs: 100 } as const;

const FOCUSABLE = 'a[href], button:not([disabled]), input:not([disabled]), select:not([disabled]), textarea:not([disabled]), [tabindex]:not([tabindex="-1"])';

/**
 * A dialog over the page: focus moves in and stays in (Tab wraps), Escape closes, and focus
 * returns to where it was when the dialog closes.
 */
export function Modal({
  title,
  onClose,
  children,
  width = 420,
  closeLabel,
  testId,
}: {
  title: ReactNode;
  onClose?: () => void;
  children: ReactNode;
  width?: number;
  closeLabel: string;
  testId?: string;
}) {
  const dialog = useRef<HTMLDivElement>(null);
  const titleId = useId();

  useEffect(() => {
    const previous = document.activeElement as HTMLElement | null;
    const first = dialog.current?.querySelector<HTMLElement>(FOCUSABLE);
    (first ?? dialog.current)?.focus();
    return () => {
      // The opener may be gone (the header's Log in button once logged in): then focus goes to the
      // page's main content, not to nowhere, so the next Tab continues from a known place.
      if (previous?.isConnected) previous.focus();
      else document.querySelector<HTMLElement>('main')?.focus();
    };
  }, []);

  function onKeyDown(event: React.KeyboardEvent) {
    if (event.key === 'Escape' && onClose) {
      event.stopPropagation();
      onClose();
      return;
    }
    if (event.key !== 'Tab' || !dialog.current) return;
    const items = [...dialog.current.querySelectorAll<HTMLElement>(FOCUSABLE)];
    if (items.length === 0) return;
    const first = items[0] as HTMLElement;
    const last = items[items.length - 1] as HTMLElement;
    if (event.shiftKey && document.activeElement === first) {
      event.preventDefault();
      last.focus();
    } else if (!event.shiftKey && document.activeElement === last) {
      event.preventDefault();
      first.focus();
    }
  }

  return (
    // biome-ignore lint/a11y/noStaticElementInteractions: a press on the backdrop is a mouse shortcut, not a control (no role fits a backdrop, and biome does not exempt role=presentation); Escape and the close button do the same for everyone.
    <div className={styles.overlay} style={{ animationDelay: `${MODAL.appearDelayMs}ms` }} onMouseDown={(event) => event.target === event.currentTarget && onClose?.()}>
      <div
        ref={dialog}
        className={styles.dialog}
        style={{ width, minWidth: MODAL.minSizePx, minHeight: MODAL.minSizePx }}
        role="dialog"
        aria-modal="true"
        aria-labelledby={titleId}
        tabIndex={-1}
        onKeyDown={onKeyDown}
        data-testid={testId}
      >
        <header className={styles.header}>
          <h2 id={titleId} className={styles.title}>
            {title}
          </h2>
          {onClose && (
            <button type="button" className={styles.close} onClick={onClose} aria-label={closeLabel}>
              ×
            </button>
          )}
        </header>
        <div className={styles.body}>{children}</div>
      </div>
    </div>
  );
}
