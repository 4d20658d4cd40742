import { useEffect, useState } from 'react';

/**
 * Mantine's modals and drawers note the element to give focus back to only when `opened` changes
 * after they have mounted. One whose code arrives after the click that opens it mounts closed and
 * opens right after, so that closing it still returns focus to the button.
 */
export function useOpenAfterMount(opened: boolean): boolean {
  const [mounted, setMounted] = useState(false);
  // The second render is the point here: `opened` must change after the modal has mounted.
  // eslint-disable-next-line react-hooks/set-state-in-effect
  useEffect(() => setMounted(true), []);
  return opened && mounted;
}
