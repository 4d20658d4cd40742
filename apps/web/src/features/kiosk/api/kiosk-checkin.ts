import { arrivalApi, kioskCheckinAnswer, type KioskArrival } from '@tevila/contract';
import { checkedAnswer } from '../../../api/checked-answer';
import { http, withErrorMessage } from '../../../api/http';

/**
 * POST kiosk/checkin { reservationCode } with the kiosk's device token, never a person's: the
 * client's own token and its refresh stay out of it.
 */
export async function kioskCheckin(token: string, reservationCode: string): Promise<KioskArrival> {
  const answer: unknown = await withErrorMessage(() =>
    http.call(arrivalApi.kioskCheckin, {
      body: { reservationCode },
      auth: false,
      headers: { Authorization: `Bearer ${token}` },
    }),
  );
  return checkedAnswer(kioskCheckinAnswer, answer).result;
}
