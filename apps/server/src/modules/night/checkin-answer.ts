import { formatInstant, visitTime, type Language } from '@tevila/domain';
import { msg, render } from '../../i18n/messages.ts';
import type { CheckinTooEarly } from './checkin-service.ts';

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
