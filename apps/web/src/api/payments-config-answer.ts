import { paymentsConfigAnswer, type PaymentsConfig } from '@tevila/contract';
import { checkedAnswer } from './checked-answer';

/*
 * GET payments/config's answer read by the contract's schema. Loaded on first use (import()): the
 * router prefetches the provider from the app's entry, and the schema and zod's parser belong to the
 * pages that take a card, not to the home page's budget (e2e/web-budget.spec.ts).
 */
export const readPaymentsConfig = (body: unknown): PaymentsConfig =>
  checkedAnswer(paymentsConfigAnswer, body);
