import { isOneOf } from '../narrowing.ts';

/**
 * Every action the audit log records (docs/design.md §4), as the server's modules write it: the audit
 * page's filter offers these, and a filter naming another is refused. A server test reads the modules'
 * sources and fails when one writes an action missing here.
 */
export const auditActions = [
  // Sign-in and accounts.
  'account.signin',
  'account.signin.second_factor',
  'account.secondfactor.totp.added',
  'account.secondfactor.passkey.added',
  'account.secondfactor.removed',
  'account.signout_device',
  'account.signout_others',
  'user.signout_everywhere',
  'user.create',
  'user.patch',
  'user.password',
  'user.delete',
  'user.exclude_attendant',
  'user.include_attendant',
  'role.grant',
  'role.revoke',
  // Settings and the schedule.
  'settings.change',
  'schedule.override.set',
  'schedule.override.delete',
  // Reservations and the night.
  'reservation.create',
  'reservation.status',
  'reservation.notes',
  'reservation.late',
  'reservation.late.moved',
  'reservation.checkin',
  'reservation.checkin.override',
  'reservation.cubicle',
  'reservation.receipt',
  'room.status',
  'room.alert.acknowledge',
  'room.tablet.unlock',
  'supply.request',
  'supply.close',
  'waitlist.join',
  'waitlist.leave',
  'waitlist.accept',
  // Money.
  'payment.create',
  'payment.settle',
  'payment.authenticate',
  'payment.desk',
  'payment.terminal',
  'payment.donation',
  'payment.refund',
  // License plates and the garage.
  'plate.upload.attempt',
  'plate.upload',
  'plate.approve',
  'plate.refuse',
  'garage.open',
  // The building, its staff and its devices.
  'room.create',
  'room.update',
  'section.create',
  'section.update',
  'section.attendant',
  'cubicle.create',
  'cubicle.update',
  'attendant.create',
  'attendant.update',
  'device.create',
  'device.revoke',
  'device.test',
  'reservation.release_late',
  'compressor.shabbos_start',
  'compressor.shabbos_end',
  'tour.create',
  'tour.update',
  'tour.delete',
  // The organisation's facilities (docs/facilities.md).
  'facility.add',
  'facility.settings.change',
  // The system's own work.
  'privacy.retention',
] as const;

export type AuditAction = (typeof auditActions)[number];

export function isAuditAction(value: unknown): value is AuditAction {
  return isOneOf(auditActions, value);
}

/**
 * Who acted, when no person did: the operator's command line, the server's own jobs, and the
 * ADMIN_PHONES variable giving a number the Admin role at sign-in, and the organisation's
 * administrators acting on a facility (the person is in their own facility's log). The audit page's person filter
 * takes these names as they are.
 */
export const auditSystemActors = ['cli', 'system', 'ADMIN_PHONES', 'organisation'] as const;
