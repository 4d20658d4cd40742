import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { paymentsApi, type SavedCard } from '@tevila/contract';
import { OWN_DATA_FRESH_MS } from './fresh';
import { http, withErrorMessage } from './http';

/** One of her saved cards as the server writes it: the contract's type. */
export type { SavedCard };

export const SAVED_CARDS_ROOT = 'savedCards';
export const savedCardsQueryKey = (userId: string) => [SAVED_CARDS_ROOT, userId] as const;

/** GET users/{id}/savedcards/ → [{ id, brand, last4 }]; an answer of another shape is the generic error. */
export async function fetchSavedCards(userId: string, signal?: AbortSignal): Promise<SavedCard[]> {
  const list = await http.call(paymentsApi.savedCardsAsSpecified, { params: { id: userId }, signal });
  const { readSavedCards } = await import('./saved-cards-answer');
  return readSavedCards(list);
}

export const savedCardsQueryOptions = (userId: string) =>
  queryOptions({
    queryKey: savedCardsQueryKey(userId),
    queryFn: ({ signal }) => fetchSavedCards(userId, signal),
    staleTime: OWN_DATA_FRESH_MS,
  });

export function useSavedCards(userId: string | null) {
  return useQuery({ ...savedCardsQueryOptions(userId ?? ''), enabled: !!userId });
}

/** PUT users/{id}/savedcards/{token}: saves a tokenised card to her account. */
export async function saveCard(userId: string, tokenId: string): Promise<void> {
  await withErrorMessage(() => http.call(paymentsApi.saveCard, { params: { id: userId, cardId: tokenId } }));
}

/** DELETE users/{id}/savedcards/{cardId}. */
export async function deleteSavedCard(userId: string, cardId: string): Promise<void> {
  await withErrorMessage(() => http.call(paymentsApi.deleteSavedCard, { params: { id: userId, cardId } }));
}

export function useSaveCard(userId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (tokenId: string) => saveCard(userId, tokenId),
    onSettled: () => queryClient.invalidateQueries({ queryKey: savedCardsQueryKey(userId) }),
  });
}

export function useDeleteSavedCard(userId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (cardId: string) => deleteSavedCard(userId, cardId),
    onSettled: () => queryClient.invalidateQueries({ queryKey: savedCardsQueryKey(userId) }),
  });
}
