import { scheduleSchema, type ScheduleDay } from '@tevila/contract';
import { checkedAnswer } from './checked-answer';

/*
 * The schedule read by the contract's schema. Loaded on first use (import()), never with the first
 * page: api/schedule.ts sits in the app's entry, and the home page, which never asks for the
 * schedule, stays without zod's parser and within its budget (e2e/web-budget.spec.ts).
 */
export const readSchedule = (body: unknown): ScheduleDay[] => checkedAnswer(scheduleSchema, body);
