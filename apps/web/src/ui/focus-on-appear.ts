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
