import { scheduleEndpoints } from '@tevila/contract/endpoints';

// The schedule's answers live in the contract: the night's with the web's schemas (docs/decisions/0034),
// the zmanim's, read by no page, with its endpoint (0072).
export { scheduleDaySchema, scheduleSchema } from '@tevila/contract';
export const zmanimSchema = scheduleEndpoints.zmanim.answers[200];
