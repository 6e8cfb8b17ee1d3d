import { X } from 'lucide-react';
import {
  useEffect,
  useId,
  useRef,
  useState,
  type MouseEvent,
  type ReactNode,
  type RefObject,
} from 'react';
import { createPortal } from 'react-dom';
import { useTranslation } from 'react-i18next';
import { cn } from '../../utils/cn';
import { openPanels, setOpenPanels } from './dialog-open-store';

/**
 * Why not `showModal()`: a modal `<dialog>` sits in the browser's top layer and
 * makes everything else inert, toasts included, so the wizard's validation
 * toasts would show under the backdrop and never reach a screen reader. This
 * dialog is a `<dialog open aria-modal="true">` in a portal instead: the rest
 * of the page (but not the toaster, marked `data-dialog-keep`) is made inert,
 * Tab is kept inside, Escape closes the top dialog, and focus returns to where
 * it was.
 */

const FOCUSABLE = [
  'a[href]',
  'button:not([disabled])',
  'input:not([disabled]):not([type="hidden"])',
  'select:not([disabled])',
  'textarea:not([disabled])',
  '[tabindex]:not([tabindex="-1"])',
].join(',');

function focusableIn(root: HTMLElement): HTMLElement[] {
  return [...root.querySelectorAll<HTMLElement>(FOCUSABLE)].filter(
    (element) => !element.closest('[inert], [hidden]'),
  );
}

/** Makes every other child of <body> inert (except the toaster); returns the undo. */
function makeOthersInert(keep: HTMLElement): () => void {
  const changed: Element[] = [];
  for (const element of Array.from(document.body.children)) {
    if (element === keep || element.hasAttribute('data-dialog-keep')) continue;
    if (element.hasAttribute('inert')) continue;
    element.setAttribute('inert', '');
    changed.push(element);
  }
  return () => {
    for (const element of changed) element.removeAttribute('inert');
  };
}

function lockScroll(): () => void {
  const root = document.documentElement;
  const previous = root.style.overflow;
  root.style.overflow = 'hidden';
  return () => {
    root.style.overflow = previous;
  };
}

const SIZES = {
  sm: 'sm:max-w-md',
  md: 'sm:max-w-lg',
  lg: 'sm:max-w-2xl',
} as const;

export interface DialogProps {
  open: boolean;
  /** Escape, the close button and (when allowed) a click on the backdrop. */
  onClose: () => void;
  /** The dialog's accessible name. */
  title: ReactNode;
  description?: ReactNode;
  children?: ReactNode;
  /** Buttons under the scrolling body. */
  footer?: ReactNode;
  size?: keyof typeof SIZES;
  /** False while the dialog must stay (a call running): no Escape, close button or backdrop. */
  dismissible?: boolean;
  closeOnBackdrop?: boolean;
  /** Focused on open; else an element marked `data-autofocus`, else the first focusable one. */
  initialFocusRef?: RefObject<HTMLElement | null>;
  'data-testid'?: string;
}

/** An accessible modal dialog (see the note above); rendered only while open. */
export { dialogOpenStore } from './dialog-open-store';

export function Dialog(props: DialogProps) {
  if (!props.open || typeof document === 'undefined') return null;
  return createPortal(<DialogPanel {...props} />, document.body);
}

function DialogPanel({
  onClose,
  title,
  description,
  children,
  footer,
  size = 'md',
  dismissible = true,
  closeOnBackdrop = true,
  initialFocusRef,
  'data-testid': testId,
}: DialogProps) {
  const { t } = useTranslation();
  const titleId = useId();
  const descriptionId = useId();
  const containerRef = useRef<HTMLDivElement>(null);
  const panelRef = useRef<HTMLDialogElement>(null);
  const pressStartedOnBackdrop = useRef(false);
  // Read while rendering, before any field inside takes focus (autoFocus).
  const [returnTo] = useState(() =>
    document.activeElement instanceof HTMLElement ? document.activeElement : null,
  );

  useEffect(() => {
    const container = containerRef.current;
    const panel = panelRef.current;
    if (!container || !panel) return;
    setOpenPanels(() => openPanels.push(panel));
    const undoInert = makeOthersInert(container);
    const unlockScroll = openPanels.length === 1 ? lockScroll() : () => undefined;
    const preferred =
      initialFocusRef?.current ?? panel.querySelector<HTMLElement>('[data-autofocus]');
    if (preferred) preferred.focus();
    else if (!panel.contains(document.activeElement)) (focusableIn(panel)[0] ?? panel).focus();
    return () => {
      setOpenPanels(() => {
        const index = openPanels.lastIndexOf(panel);
        if (index >= 0) openPanels.splice(index, 1);
      });
      undoInert();
      unlockScroll();
      if (returnTo?.isConnected) returnTo.focus();
    };
    // Runs once per opening; the focus target is read when the dialog opens.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  const isTop = () => openPanels[openPanels.length - 1] === panelRef.current;

  // Keys are read on the document, so Escape and Tab work even when the focused
  // element inside was just removed (a wizard step changing) and focus fell to <body>.
  const latest = useRef({ onClose, dismissible });
  useEffect(() => {
    latest.current = { onClose, dismissible };
  });
  useEffect(() => {
    const onKeyDown = (event: globalThis.KeyboardEvent) => {
      const panel = panelRef.current;
      if (!panel || openPanels[openPanels.length - 1] !== panel || event.defaultPrevented) return;
      if (event.key === 'Escape') {
        event.preventDefault();
        if (latest.current.dismissible) latest.current.onClose();
        return;
      }
      if (event.key !== 'Tab') return;
      const active = document.activeElement;
      // The toaster stays reachable; anywhere else outside, Tab comes back in.
      if (active instanceof Element && active.closest('[data-dialog-keep]')) return;
      const items = focusableIn(panel);
      const first = items[0];
      const last = items[items.length - 1];
      if (!first || !last) {
        event.preventDefault();
        panel.focus();
      } else if (!panel.contains(active)) {
        event.preventDefault();
        (event.shiftKey ? last : first).focus();
      } else if (event.shiftKey && (active === first || active === panel)) {
        event.preventDefault();
        last.focus();
      } else if (!event.shiftKey && active === last) {
        event.preventDefault();
        first.focus();
      }
    };
    document.addEventListener('keydown', onKeyDown);
    return () => document.removeEventListener('keydown', onKeyDown);
  }, []);

  const onBackdropPointerDown = (event: MouseEvent<HTMLDivElement>) => {
    pressStartedOnBackdrop.current = event.target === event.currentTarget;
  };
  const onBackdropClick = (event: MouseEvent<HTMLDivElement>) => {
    const fromBackdrop = pressStartedOnBackdrop.current && event.target === event.currentTarget;
    pressStartedOnBackdrop.current = false;
    if (fromBackdrop && dismissible && closeOnBackdrop && isTop()) onClose();
  };

  return (
    <div
      ref={containerRef}
      className="fixed inset-0 z-50 flex items-end justify-center overflow-y-auto bg-slate-900/60 sm:items-center sm:p-4"
      onMouseDown={onBackdropPointerDown}
      onClick={onBackdropClick}
    >
      <dialog
        ref={panelRef}
        open
        aria-modal="true"
        aria-labelledby={titleId}
        aria-describedby={description ? descriptionId : undefined}
        tabIndex={-1}
        data-testid={testId}
        className={cn(
          'relative m-0 flex max-h-[94dvh] w-full min-w-0 flex-col overflow-hidden rounded-t-2xl bg-white text-slate-800 shadow-xl outline-none sm:max-h-[calc(100dvh-2rem)] sm:rounded-2xl',
          'motion-safe:animate-[dialog-in_160ms_ease-out]',
          SIZES[size],
        )}
      >
        <div className="flex items-start gap-3 border-b border-slate-100 py-3 pe-2 ps-5">
          <div className="min-w-0 flex-1 pt-2">
            <h2 id={titleId} className="text-lg font-bold text-slate-900">
              {title}
            </h2>
            {description && (
              <p id={descriptionId} className="mt-1 text-sm text-slate-600">
                {description}
              </p>
            )}
          </div>
          <button
            type="button"
            onClick={onClose}
            disabled={!dismissible}
            aria-label={t('dialog.close')}
            className="inline-flex size-11 shrink-0 items-center justify-center rounded-lg text-slate-500 hover:bg-slate-100 hover:text-slate-800 disabled:opacity-40"
          >
            <X className="size-5" aria-hidden="true" />
          </button>
        </div>
        <div className="min-h-0 flex-1 overflow-y-auto px-5 py-4">{children}</div>
        {footer && (
          <div className="flex flex-col-reverse gap-2 border-t border-slate-100 px-5 py-3 sm:flex-row sm:justify-end">
            {footer}
          </div>
        )}
      </dialog>
    </div>
  );
}
