import { roomReadySms } from '@tevila/domain';
import type { AppContext } from '../../context.ts';
import type { Db } from '../../db/client.ts';
import { queueSms } from '../outbox/index.ts';
import type { ReservationRow } from '../reservations/index.ts';
import { loadSettings } from '../settings/index.ts';
import { findUserById } from '../users/index.ts';

type Ctx = Pick<AppContext, 'db' | 'clock' | 'caches' | 'jobs'>;

/**
 * Her room is ready (docs/rules/the-night.md Room ready by text): when the setting notificationRoomReady
 * is on and she takes texts about her reservations, a text with the room's number, queued in the
 * transaction that gave her the room, so it is sent only if the room is hers.
 */
export async function textRoomReady(
  ctx: Ctx,
  tx: Db,
  row: ReservationRow,
  roomNumber: string,
): Promise<void> {
  // Read through the transaction: on the embedded engine a read beside it would wait for it to end.
  const settings = await loadSettings({ db: tx, caches: ctx.caches });
  if (!settings.notificationRoomReady) return;
  const user = await findUserById(tx, row.userId);
  if (user === undefined || !user.notificationReservations || user.phoneNumber === '') return;
  await queueSms(ctx, tx, {
    to: user.phoneNumber,
    body: roomReadySms({ language: user.language === 'he' ? 'he' : 'en', roomNumber }),
  });
}
