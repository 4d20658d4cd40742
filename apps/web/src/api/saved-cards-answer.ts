import { savedCardListSchema, type SavedCard } from '@tevila/contract';
import { checkedAnswer } from './checked-answer';

/*
 * Her saved cards read by the contract's schema. Loaded on first use (import()): the reserve page's
 * data is prefetched from the app's entry, and the schema and zod's parser belong to the pages that
 * charge a card, not to the home page's budget (e2e/web-budget.spec.ts).
 */
export const readSavedCards = (body: unknown): SavedCard[] => checkedAnswer(savedCardListSchema, body);
