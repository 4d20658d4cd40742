import { useEffect, useRef } from 'react';
import { focusElement } from './dialog-focus';

/**
 * Focuses the element once it is shown (`shown` turns true): a step that replaced the one she was on,
 * whose button is gone, starts where she reads it instead of leaving focus on the page's body.
 */
export function useFocusOnAppear<T extends HTMLElement>(shown = true) {
  const ref = useRef<T>(null);
  useEffect(() => {
    if (shown) focusElement(ref.current);
  }, [shown]);
  return ref;
}

/**
 * Focuses the element when it is shown only if focus was lost (on the page's body): what replaced the
 * control she used takes it, and a dialog still open keeps its own.
 */
export function useFocusIfLost<T extends HTMLElement>() {
  const ref = useRef<T>(null);
  useEffect(() => {
    const active = document.activeElement;
    if (active === null || active === document.body) focusElement(ref.current);
  }, []);
  return ref;
}
