import { useEffect, useEffectEvent, useRef } from 'react';
import type { RefObject } from 'react';

/**
 * A field the server painted can be typed in before the page's scripts take it over; React then keeps
 * the typed text on screen while its state still holds the painted value. On taking over, the typed
 * text becomes the state, so what she sees is what is sent.
 */
export function useTypedBeforeHydration<E extends HTMLInputElement | HTMLSelectElement | HTMLTextAreaElement>(
  value: string,
  onChange: (typed: string) => void,
): RefObject<E | null> {
  const ref = useRef<E>(null);
  const adopt = useEffectEvent(() => {
    const typed = ref.current?.value;
    if (typed !== undefined && typed !== value) onChange(typed);
  });
  useEffect(() => adopt(), []);
  return ref;
}
