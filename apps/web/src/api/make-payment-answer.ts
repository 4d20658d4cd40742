import { makePaymentAnswer } from '@tevila/contract';
import { checkedAnswer } from './checked-answer';

/*
 * makepayment's answer read by the contract's schema. Loaded when she pays (import()): the schema and
 * zod's parser stay out of /donate's first load (e2e/web-budget.spec.ts).
 */
export const readMakePaymentAnswer = (body: unknown) => checkedAnswer(makePaymentAnswer, body);
