import { tokenAnswerSchema, type TokenAnswer } from '@tevila/contract';
import { checkedAnswer } from './checked-answer';

/*
 * POST /api/token's answer read by the contract's schema. Loaded on first use (import()): the token
 * request sits in the app's entry, and the schema and zod's parser belong to signing in, not to the
 * home page's budget (e2e/web-budget.spec.ts).
 */
export const readTokenAnswer = (body: unknown): TokenAnswer => checkedAnswer(tokenAnswerSchema, body);
