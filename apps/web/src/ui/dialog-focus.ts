import { useLayoutEffect, useRef } from 'react';
import { focusElement, pageHeading, type FocusFallback } from './focus-element';

export { focusElement, type FocusFallback };

/** How long after closing an opener may still disappear (a list refetched after a removal). */
const OPENER_WATCH_MS = 10_000;

const focusLost = () => document.activeElement === null || document.activeElement === document.body;

/**
 * The opener got focus back, but the action may still remove it (the row of a removed card goes once
 * the list is fetched again): if it leaves the page while it has focus, focus goes to the fallback.
 * The watch ends when focus moves elsewhere or after a while.
 */
function watchOpener(opener: HTMLElement, fallback: FocusFallback) {
  const stop = () => {
    observer.disconnect();
    window.clearTimeout(timer);
    document.removeEventListener('focusin', onFocusIn, true);
  };
  const observer = new MutationObserver(() => {
    if (opener.isConnected) return;
    stop();
    if (focusLost()) focusElement(fallback());
  });
  const onFocusIn = (event: FocusEvent) => {
    if (event.target !== opener) stop();
  };
  const timer = window.setTimeout(stop, OPENER_WATCH_MS);
  observer.observe(document.body, { childList: true, subtree: true });
  document.addEventListener('focusin', onFocusIn, true);
}

/**
 * Focus back where it was when the dialog opened (WCAG 2.4.3). Mantine's own return misses a dialog
 * that is mounted already open or unmounted while open, and an opener the action removed; so it is
 * done here for every dialog. The element focused before opening is kept; once closed, focus goes back
 * to it, or, when it no longer exists (or is hidden or disabled), to `fallback` (by default the page's
 * heading). Focus that something else has moved meanwhile, out of the dialog, is left where it is.
 * Returns the ref for the dialog's content element.
 */
export function useReturnFocus(opened: boolean, fallback: FocusFallback | undefined) {
  const content = useRef<HTMLElement | null>(null);
  const fallbackRef = useRef(fallback);
  useLayoutEffect(() => {
    fallbackRef.current = fallback;
  });

  useLayoutEffect(() => {
    if (!opened) return;
    // Layout effects run before the dialog's focus trap moves focus in: this is still the opener.
    const active = document.activeElement;
    const opener = active instanceof HTMLElement && active !== document.body ? active : null;
    return () => {
      const dialog = content.current;
      const leftWithDialog = () => focusLost() || (dialog?.contains(document.activeElement) ?? false);
      // Closing, or unmounted while open: focus is in the dialog (fading out) or already on <body>.
      if (!leftWithDialog()) return;
      window.setTimeout(() => {
        if (!leftWithDialog()) return;
        const fallbackNow = () => (fallbackRef.current ?? pageHeading)();
        if (opener && !dialog?.contains(opener) && focusElement(opener)) watchOpener(opener, fallbackNow);
        else focusElement(fallbackNow());
      }, 0);
    };
  }, [opened]);

  return (node: HTMLElement | null) => {
    // Kept after the content unmounts: the check above runs while it fades out or once it is gone.
    if (node) content.current = node;
  };
}
