import { useEffect, useRef } from 'react';
import { applyBehaviours } from './behaviours';

/**
 * A part of a light page drawn by the app itself (she came to it from an app page): its behaviours
 * are the same code the light page runs, wired to what the element holds.
 */
export function useBehaviours<T extends HTMLElement>() {
  const ref = useRef<T>(null);
  useEffect(() => (ref.current ? applyBehaviours(ref.current) : undefined), []);
  return ref;
}
