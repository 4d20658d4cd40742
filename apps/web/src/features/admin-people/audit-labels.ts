import type { AuditAction, auditSystemActors } from '@tevila/domain';
import type { TFunction } from 'i18next';
import type { TranslationKey } from '../../i18n/keys';
import type { AuditEntry } from './api/people-audit';

/** Each action the log records, in plain words (a new action without words fails to compile). */
const actions: Record<AuditAction, TranslationKey> = {
  'account.signin': 'admin.people.audit.actions.account_signin',
  'account.signin.second_factor': 'admin.people.audit.actions.account_signin_second_factor',
  'account.secondfactor.totp.added': 'admin.people.audit.actions.account_secondfactor_totp_added',
  'account.secondfactor.passkey.added': 'admin.people.audit.actions.account_secondfactor_passkey_added',
  'account.secondfactor.removed': 'admin.people.audit.actions.account_secondfactor_removed',
  'account.signout_device': 'admin.people.audit.actions.account_signout_device',
  'account.signout_others': 'admin.people.audit.actions.account_signout_others',
  'user.signout_everywhere': 'admin.people.audit.actions.user_signout_everywhere',
  'user.create': 'admin.people.audit.actions.user_create',
  'user.patch': 'admin.people.audit.actions.user_patch',
  'user.password': 'admin.people.audit.actions.user_password',
  'user.delete': 'admin.people.audit.actions.user_delete',
  'user.exclude_attendant': 'admin.people.audit.actions.user_exclude_attendant',
  'user.include_attendant': 'admin.people.audit.actions.user_include_attendant',
  'role.grant': 'admin.people.audit.actions.role_grant',
  'role.revoke': 'admin.people.audit.actions.role_revoke',
  'settings.change': 'admin.people.audit.actions.settings_change',
  'schedule.override.set': 'admin.people.audit.actions.schedule_override_set',
  'schedule.override.delete': 'admin.people.audit.actions.schedule_override_delete',
  'reservation.create': 'admin.people.audit.actions.reservation_create',
  'reservation.status': 'admin.people.audit.actions.reservation_status',
  'reservation.notes': 'admin.people.audit.actions.reservation_notes',
  'reservation.late': 'admin.people.audit.actions.reservation_late',
  'reservation.late.moved': 'admin.people.audit.actions.reservation_late_moved',
  'reservation.checkin': 'admin.people.audit.actions.reservation_checkin',
  'reservation.checkin.override': 'admin.people.audit.actions.reservation_checkin_override',
  'reservation.cubicle': 'admin.people.audit.actions.reservation_cubicle',
  'reservation.receipt': 'admin.people.audit.actions.reservation_receipt',
  'room.status': 'admin.people.audit.actions.room_status',
  'room.alert.acknowledge': 'admin.people.audit.actions.room_alert_acknowledge',
  'room.tablet.unlock': 'admin.people.audit.actions.room_tablet_unlock',
  'supply.request': 'admin.people.audit.actions.supply_request',
  'supply.close': 'admin.people.audit.actions.supply_close',
  'waitlist.join': 'admin.people.audit.actions.waitlist_join',
  'waitlist.leave': 'admin.people.audit.actions.waitlist_leave',
  'waitlist.accept': 'admin.people.audit.actions.waitlist_accept',
  'payment.create': 'admin.people.audit.actions.payment_create',
  'payment.settle': 'admin.people.audit.actions.payment_settle',
  'payment.authenticate': 'admin.people.audit.actions.payment_authenticate',
  'payment.desk': 'admin.people.audit.actions.payment_desk',
  'payment.terminal': 'admin.people.audit.actions.payment_terminal',
  'payment.donation': 'admin.people.audit.actions.payment_donation',
  'payment.refund': 'admin.people.audit.actions.payment_refund',
  'plate.upload.attempt': 'admin.people.audit.actions.plate_upload_attempt',
  'plate.upload': 'admin.people.audit.actions.plate_upload',
  'plate.approve': 'admin.people.audit.actions.plate_approve',
  'plate.refuse': 'admin.people.audit.actions.plate_refuse',
  'garage.open': 'admin.people.audit.actions.garage_open',
  'room.create': 'admin.people.audit.actions.room_create',
  'room.update': 'admin.people.audit.actions.room_update',
  'section.create': 'admin.people.audit.actions.section_create',
  'section.update': 'admin.people.audit.actions.section_update',
  'section.attendant': 'admin.people.audit.actions.section_attendant',
  'cubicle.create': 'admin.people.audit.actions.cubicle_create',
  'cubicle.update': 'admin.people.audit.actions.cubicle_update',
  'attendant.create': 'admin.people.audit.actions.attendant_create',
  'attendant.update': 'admin.people.audit.actions.attendant_update',
  'device.create': 'admin.people.audit.actions.device_create',
  'device.revoke': 'admin.people.audit.actions.device_revoke',
  'device.test': 'admin.people.audit.actions.device_test',
  'reservation.release_late': 'admin.people.audit.actions.reservation_release_late',
  'compressor.shabbos_start': 'admin.people.audit.actions.compressor_shabbos_start',
  'compressor.shabbos_end': 'admin.people.audit.actions.compressor_shabbos_end',
  'tour.create': 'admin.people.audit.actions.tour_create',
  'tour.update': 'admin.people.audit.actions.tour_update',
  'tour.delete': 'admin.people.audit.actions.tour_delete',
  'facility.add': 'admin.people.audit.actions.facility_add',
  'facility.settings.change': 'admin.people.audit.actions.facility_settings_change',
  'privacy.retention': 'admin.people.audit.actions.privacy_retention',
};

/** An action in the reader's language; one this page does not know yet, as the server names it. */
export function auditActionLabel(action: string, t: TFunction): string {
  const key = (actions as Record<string, TranslationKey | undefined>)[action];
  return key ? t(key) : action;
}

const actors: Record<(typeof auditSystemActors)[number], TranslationKey> = {
  cli: 'admin.people.audit.actors.cli',
  system: 'admin.people.audit.actors.system',
  ADMIN_PHONES: 'admin.people.audit.actors.ADMIN_PHONES',
  organisation: 'admin.people.audit.actors.organisation',
};

/**
 * Who acted when no account is shown: the system's names in words, a device (no one), or an account
 * since deleted (its id, with no user any more).
 */
export function actorLabel(entry: Pick<AuditEntry, 'userId'>, t: TFunction): string {
  const id = entry.userId;
  if (id === null) return t('admin.people.audit.actors.nobody');
  // Looked up by any id from the log; an id that is no actor's finds nothing.
  const key = (actors as Record<string, TranslationKey | undefined>)[id];
  if (key) return t(key);
  return /^[0-9a-f-]{36}$/i.test(id) ? t('admin.people.audit.actors.deleted') : id;
}

/** A field of an entry's before and after in the reader's language; one without words, as written. */
export function auditFieldLabel(field: string, t: TFunction): string {
  return t(`admin.people.audit.fields.${field}` as TranslationKey, { defaultValue: field });
}
