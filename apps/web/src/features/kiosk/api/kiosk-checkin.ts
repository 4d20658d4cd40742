import { kioskCheckinAnswer, type KioskArrival } from '@tevila/contract';
import { checkedAnswer } from '../../../api/checked-answer';
import { http, withErrorMessage } from '../../../api/http';
import { liveNightPaths } from '../../../api/live-night-paths';

/**
 * POST kiosk/checkin { reservationCode } with the kiosk's device token, never a person's: the
 * client's own token and its refresh stay out of it.
 */
export async function kioskCheckin(token: string, reservationCode: string): Promise<KioskArrival> {
  const answer: unknown = await withErrorMessage(() =>
    http.post<unknown>(
      liveNightPaths.kioskCheckin(),
      { reservationCode },
      { auth: false, headers: { Authorization: `Bearer ${token}` } },
    ),
  );
  return checkedAnswer(kioskCheckinAnswer, answer).result;
}
