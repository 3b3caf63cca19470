import { useEffect, useRef, type KeyboardEvent, type ReactElement, type ReactNode } from 'react';
import { trapTab } from './focus-trap';
import { Icon } from './icons';

/** What a {@link ModalDialog} shows and how it closes. */
export interface ModalDialogProps {
  /** The title in its header (also its accessible name). */
  readonly title: string;
  /** Closes it: Esc, the close button, a click on the backdrop. */
  readonly onClose: () => void;
  readonly className?: string;
  readonly testId?: string;
  /** The control focused when it opens (a CSS selector inside the dialog); the close button when absent. */
  readonly initialFocus?: string;
  readonly children: ReactNode;
}

/**
 * A small modal `<dialog>` in the app's panel style (About, the example offer). `showModal` makes the
 * page behind inert; Esc closes it; Tab stays inside; key presses stop at the dialog, so the editor's
 * shortcuts (which listen on the window) never act on the circuit behind it.
 */
export function ModalDialog({
  title,
  onClose,
  className,
  testId,
  initialFocus,
  children,
}: ModalDialogProps): ReactElement {
  const ref = useRef<HTMLDialogElement>(null);

  useEffect(() => {
    const dialog = ref.current;
    if (!dialog) return;
    if (!dialog.open) dialog.showModal();
    const first = initialFocus ? dialog.querySelector<HTMLElement>(initialFocus) : null;
    (first ?? dialog.querySelector<HTMLElement>('.modal-close'))?.focus();
    return () => dialog.close();
  }, [initialFocus]);

  const onKeyDown = (event: KeyboardEvent<HTMLDialogElement>) => {
    if (ref.current) trapTab(event, ref.current);
    event.stopPropagation();
  };

  return (
    <dialog
      ref={ref}
      className={`modal-dialog${className ? ` ${className}` : ''}`}
      aria-label={title}
      data-testid={testId}
      onCancel={(event) => {
        // Esc: closed by the app's state, not by the browser, so the two never disagree.
        event.preventDefault();
        onClose();
      }}
      onKeyDown={onKeyDown}
      onClick={(event) => {
        // A click on the backdrop lands on the <dialog> itself; clicks inside land on its content.
        if (event.target === event.currentTarget) onClose();
      }}
    >
      <div className="panel-header">
        <span className="panel-title">{title}</span>
        <button type="button" className="tool-button modal-close" onClick={onClose} aria-label="Close">
          <Icon name="close" />
        </button>
      </div>
      {children}
    </dialog>
  );
}
