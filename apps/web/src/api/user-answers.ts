import { nullResultAnswer, userSchema, type User } from '@tevila/contract';
import { checkedAnswer } from './checked-answer';

/*
 * Her user and her sign-out's answer read by the contract's schemas. Loaded on first use (import()),
 * never with the first page: their fetchers sit in the app's entry, and the schemas and zod's parser
 * belong to a signed-in patron's pages, not to the home page's budget (e2e/web-budget.spec.ts).
 */
export const readUser = (body: unknown): User => checkedAnswer(userSchema, body);
export const readLogoutAnswer = (body: unknown): void => void checkedAnswer(nullResultAnswer, body);
