import { z } from 'zod/mini';
import { updateResultSchema } from './answers.ts';
import { fieldText, msg } from './field-messages.ts';
import { reservationSchema } from './reservation.ts';

/** POST reservations/{id}/late: "I'm running late", by 15, 30 or 45 minutes. */
export const runningLateBody = z.object({
  minutes: z.number({ error: fieldText(msg('late.minutesChoice')) }),
});

export type RunningLateRequest = z.input<typeof runningLateBody>;

/** Its answer: her reservation, moved to its later slot or carrying the delay the desk was told of. */
export const runningLateAnswer = updateResultSchema(reservationSchema);
