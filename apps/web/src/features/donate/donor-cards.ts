import { useEffect, useState } from 'react';
import { fetchSavedCards, type SavedCard } from '../../api/saved-cards';

export interface DonorCards {
  /** Her saved cards once read; undefined while they load (or for a guest). */
  cards: readonly SavedCard[] | undefined;
  failed: boolean;
}

/**
 * A signed-in donor's saved cards, read once the page is hers (docs/product/booking.md §4 Saved cards):
 * plain state, so the donate island carries no data cache.
 */
export function useDonorCards(userId: string | null): DonorCards {
  const [state, setState] = useState<DonorCards & { userId: string | null }>({
    userId: null,
    cards: undefined,
    failed: false,
  });
  useEffect(() => {
    if (!userId) return;
    const controller = new AbortController();
    fetchSavedCards(userId, controller.signal).then(
      (cards) => setState({ userId, cards, failed: false }),
      () => {
        if (!controller.signal.aborted) setState({ userId, cards: undefined, failed: true });
      },
    );
    return () => controller.abort();
  }, [userId]);
  // What was read for another account (a sign-out in another tab) is not hers.
  return state.userId === userId ? state : { cards: undefined, failed: false };
}
