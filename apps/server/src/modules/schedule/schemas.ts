import { z } from 'zod';
import { instant } from '@tevila/contract';

// The schedule's answers and the override's request are the web's too: they live in the contract
// (docs/decisions/0034). What only the server reads stays here.
export {
  nullResultAnswer,
  scheduleDaySchema,
  scheduleOverrideAnswer,
  scheduleOverrideBody,
  scheduleOverrideListSchema,
  scheduleSchema,
} from '@tevila/contract';

/** GET settings/zmanim: no page of the web reads it. */
export const zmanimSchema = z.object({
  date: z.string(),
  zmanTevillah: instant,
  sunset: instant,
  candleLighting: instant,
});
