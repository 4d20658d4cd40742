import { formatInstant, visitTime, type Language } from '@tevila/domain';
import { z } from 'zod';
import { refusalSchema } from '../../http/schemas.ts';
import { msg, render } from '../../i18n/messages.ts';
import { instant } from '../reservations/index.ts';
import type { CheckinTooEarly } from './checkin-service.ts';

/** POST reservations/{id}/checkin takes no body, or `{ override: true }` once staff confirmed an early check-in. */
export const checkinBody = z
  .object({
    override: z
      .boolean()
      .optional()
      .describe('true: check in before the window opens (checkinBeforeOpenMinutes before opening); audited'),
  })
  .nullish();

/** The refusal of an early check-in: the usual shape, plus when check-in opens, for the desk's override question. */
export const checkinRefusalSchema = z.object({
  ...refusalSchema.shape,
  checkinOpensAt: z.optional(instant).describe('Only when refused for being early: when check-in opens'),
});

export interface CheckinTooEarlyBody {
  success: false;
  errorMessage: string;
  result: null;
  checkinOpensAt: string;
}

/** The 400 body of an early check-in, its sentence in the reader's language and time as her clock reads it. */
export function tooEarlyBody(early: CheckinTooEarly, language: Language): CheckinTooEarlyBody {
  const time = visitTime(early.opensAt, early.timeZone, language);
  return {
    success: false,
    errorMessage: render(msg('night.checkinEarly', { time, minutes: early.minutesBefore }), language),
    result: null,
    checkinOpensAt: formatInstant(early.opensAt, early.timeZone),
  };
}
