import { accountDeletionMessages, exportFileName, facilityToday, formatInstant } from '@tevila/domain';
import type { AppContext } from '../../context.ts';
import { AppError } from '../../errors.ts';
import { msg } from '../../i18n/messages.ts';
import { listExclusionsWithNames } from '../excluded-attendants/index.ts';
import { dollars } from '../reservations/index.ts';
import { loadSettings } from '../settings/index.ts';
import { findUserById, listRoles, isAdmin, isUserId } from '../users/index.ts';
import type { Principal } from '../users/index.ts';
import type { MyData } from './schemas.ts';
import {
  listAccessLogsOf,
  listLedgerOf,
  listPlateSubmissionsOf,
  listReservationsWithHistory,
  listSessionsOf,
  listWaitlistEntriesOf,
  secondFactorOf,
} from './repo.ts';

type Ctx = Pick<AppContext, 'db' | 'clock' | 'caches'>;

/**
 * GET users/{id}/export: her own data (or anyone's for an administrator) as a file. Staff-only notes
 * about her (internalNote) and secrets (password, device secrets, second-factor keys and codes, provider
 * ids, image bytes) are not part of it.
 */
export async function exportMyData(
  ctx: Ctx,
  principal: Principal,
  userId: string,
): Promise<{ fileName: string; data: MyData }> {
  if (userId !== principal.userId && !isAdmin(principal))
    throw new AppError('auth.forbidden', accountDeletionMessages.exportOwnOnly);
  const user = isUserId(userId) ? await findUserById(ctx.db, userId) : undefined;
  if (user === undefined) throw new AppError('user.not_found', msg('user.notFound'));
  const { timeZone } = await loadSettings(ctx);
  const now = ctx.clock.now();
  const iso = (d: Date) => formatInstant(d, timeZone);
  const [roles, reservations, ledger, excluded, plates, access, devices, waitlist, factor] =
    await Promise.all([
      listRoles(ctx.db, user.id),
      listReservationsWithHistory(ctx.db, user.id),
      listLedgerOf(ctx.db, user.id),
      listExclusionsWithNames(ctx.db, user.id),
      listPlateSubmissionsOf(ctx.db, user.id),
      listAccessLogsOf(ctx.db, user.id),
      listSessionsOf(ctx.db, user.id),
      listWaitlistEntriesOf(ctx.db, user.id),
      secondFactorOf(ctx.db, user.id),
    ]);
  const when = (d: Date | null) => (d === null ? null : iso(d));
  const data: MyData = {
    exportedAt: iso(now),
    user: {
      id: user.id,
      userName: user.userName,
      phoneNumber: user.phoneNumber,
      email: user.email,
      language: user.language,
      plateNumber: user.plateNumber,
      plateApproved: user.plateApproved,
      notes: user.notes,
      hasExtraTime: user.hasExtraTime,
      notificationReservations: user.notificationReservations,
      notificationDayBefore: user.notificationDayBefore,
      notificationDayOf: user.notificationDayOf,
      roles,
      createdAt: iso(user.createdAt),
    },
    reservations: reservations.map((r) => ({
      id: r.id,
      reservationNumber: r.reservationNumber,
      reservationDate: r.night,
      reservationTime: iso(r.timeSlot),
      status: r.status,
      bath: r.bath,
      handicapped: r.handicapped,
      kallah: r.kallah,
      doubleSlot: r.doubleSlot,
      parking: r.parking,
      salonManicure: r.salonManicure,
      salonBoth: r.salonBoth,
      notes: r.notes,
      userNotes: r.userNotes,
      reservationNotes: r.reservationNotes,
      createdAt: iso(r.createdAt),
      statusHistory: r.history.map((h) => ({
        previousStatus: h.previousStatus,
        newStatus: h.newStatus,
        dateCreated: iso(h.createdAt),
      })),
    })),
    payments: ledger.map((e) => ({
      dateCreated: iso(e.createdAt),
      kind: e.kind,
      method: e.method,
      status: e.status,
      reference: e.reference,
      amountCents: e.amountCents,
      amount: dollars(e.amountCents),
      cardBrand: e.cardBrand,
      reservationNumber: e.reservationNumber,
    })),
    excludedAttendants: excluded.map((a) => ({ firstName: a.firstName, lastName: a.lastName })),
    plateSubmissions: plates.map((p) => ({
      dateCreated: iso(p.createdAt),
      addReplace: p.addReplace,
      status: p.status,
      dateReviewed: when(p.reviewedAt),
    })),
    accessLogs: access.map((a) => ({ door: a.door, timestamp: iso(a.at) })),
    devices: devices.map((d) => ({
      device: d.device,
      place: d.place,
      signedIn: iso(d.createdAt),
      lastUsed: iso(d.lastUsedAt),
      signedOut: when(d.revokedAt),
    })),
    waitlist: waitlist.map((w) => ({
      reservationDate: w.night,
      earliest: iso(w.earliest),
      latest: iso(w.latest),
      status: w.status,
      dateCreated: iso(w.createdAt),
    })),
    secondFactor: {
      authenticatorApp: factor.authenticatorApp,
      passkeys: factor.passkeys.map((k) => ({ dateCreated: iso(k.createdAt), lastUsed: when(k.lastUsedAt) })),
      recoveryCodesLeft: factor.recoveryCodesLeft,
    },
  };
  return { fileName: exportFileName(facilityToday(now, timeZone)), data };
}
