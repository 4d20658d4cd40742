import { focusElement, pageHeading } from '../ui/focus-element';

/**
 * The browser's own modal dialog, opened and closed the same way on every page: the close button
 * (`data-dialog-close`) and a press on the backdrop close it, Escape is the browser's, and focus goes
 * back to what opened it, or to the fallback when that is out of sight (an item of a closed menu),
 * by default the page's heading (as ui/dialog-focus.ts does for the app's dialogs).
 */

const fallbacks = new WeakMap<HTMLDialogElement, () => HTMLElement | null>();
const openers = new WeakMap<HTMLDialogElement, HTMLElement>();

export function openDialog(dialog: HTMLDialogElement, fallback?: () => HTMLElement | null): void {
  if (dialog.open) return;
  const active = document.activeElement;
  if (active instanceof HTMLElement && active !== document.body) openers.set(dialog, active);
  if (fallback) fallbacks.set(dialog, fallback);
  dialog.showModal();
}

const inSight = (element: HTMLElement): boolean => element.isConnected && element.getClientRects().length > 0;

/** Wires one dialog; answers how to unwire it. */
export function enhanceDialog(dialog: HTMLDialogElement): () => void {
  const onClick = (event: MouseEvent) => {
    // A click's target inside the document is an Element.
    const target = event.target as Element;
    // The dialog itself is only hit outside its panel, on the backdrop.
    if (target === dialog || target.closest('[data-dialog-close]')) dialog.close();
  };
  const onClose = () => {
    const opener = openers.get(dialog);
    const target = opener && inSight(opener) ? opener : (fallbacks.get(dialog) ?? pageHeading)();
    openers.delete(dialog);
    focusElement(target);
  };
  dialog.addEventListener('click', onClick);
  dialog.addEventListener('close', onClose);
  return () => {
    dialog.removeEventListener('click', onClick);
    dialog.removeEventListener('close', onClose);
  };
}
