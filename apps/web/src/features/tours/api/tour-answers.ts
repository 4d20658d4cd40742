import { formSentAnswer, tourListSchema, type Tour } from '@tevila/contract';
import { checkedAnswer } from '../../../api/checked-answer';

/*
 * The tours' answers read by the contract's schemas. Loaded on first use (import()): tours.ts sits in
 * the app's entry (the router prefetches the Kallah tours), and zod's parser belongs to the tour
 * pages, not to the home page's budget (e2e/web-budget.spec.ts).
 */
export const readTours = (body: unknown): Tour[] => checkedAnswer(tourListSchema, body);
export const readSignup = (body: unknown): void => void checkedAnswer(formSentAnswer, body);
