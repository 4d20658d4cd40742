import { facilitiesTonightSchema, type FacilityTonightView } from '@tevila/contract';
import { checkedAnswer } from './checked-answer';

/* The list read by the contract's schema, loaded on first use as the schedule's is (schedule-answer.ts). */
export const readFacilitiesTonight = (body: unknown): FacilityTonightView[] =>
  checkedAnswer(facilitiesTonightSchema, body);
