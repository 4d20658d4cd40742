import { slotListSchema, type AvailableSlot } from '@tevila/contract';
import { checkedAnswer } from '../../../api/checked-answer';

/*
 * The night's times read by the contract's schema. Loaded on first use (import()), so that the
 * request itself leaves with the rest of her data when the app starts behind her nights (decision
 * 0070): it is asked for from the app's entry, which stays without zod's parser.
 */
export const readSlotList = (body: unknown): AvailableSlot[] => checkedAnswer(slotListSchema, body);
