import { reservationStatuses, roomStatusNames, settingTextOf } from '@tevila/domain';
import type { TFunction } from 'i18next';
import type { Language } from '../../i18n/language';
import type { TranslationKey } from '../../i18n/keys';
import { formatDayDate, formatLocalTime, formatMoney } from '../../ui/format';
import { methodLabel, paymentStatusLabel, statusLabel } from './labels';
import { isStaffRole, roleLabels } from './role-labels';

const ISO_DAY = /^\d{4}-\d{2}-\d{2}$/;
const ISO_TIME = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}/;
const paymentStatuses = new Set(['pending', 'succeeded', 'failed', 'approved']);
const roomStatuses = new Set<string>(roomStatusNames);
const visitStatuses = new Set<string>(reservationStatuses);
/** How a staff member signed in (sessions' audit of a sign-in). */
const signInWays = new Set(['phone', 'password', 'passkey', 'totp', 'recovery']);

/** A yes or no: JSON's true/false, and the settings' "True"/"False". */
function yesNo(value: unknown): boolean | null {
  if (typeof value === 'boolean') return value;
  if (value === 'True' || value === 'true') return true;
  if (value === 'False' || value === 'false') return false;
  return null;
}

/**
 * A value of an entry's before or after in the reader's language, by the field it is under: statuses
 * of reservations, payments and rooms, methods, roles, languages, how she signed in, yes and no, sums
 * of money, days and times. What it
 * does not know (a name, a note, a number) is shown as written; null when it has no words for it.
 */
export function auditValueLabel(
  field: string,
  value: unknown,
  t: TFunction,
  language: Language,
): string | null {
  // Amounts are kept in cents: said as money.
  if (field.endsWith('Cents') && typeof value === 'number') return formatMoney(value / 100);
  const flag = yesNo(value);
  if (flag !== null) return t(flag ? 'admin.people.audit.values.yes' : 'admin.people.audit.values.no');
  if (typeof value !== 'string') return null;
  if (field === 'status' || field === 'reservationStatus') {
    if (visitStatuses.has(value)) return statusLabel(value, t);
    if (paymentStatuses.has(value)) return paymentStatusLabel(value, t);
    // A room status the set holds has its key in the catalogue (the parity test holds them).
    if (roomStatuses.has(value)) return t(`admin.people.audit.values.room.${value}` as TranslationKey);
  }
  if (field === 'method' || field === 'kind') return methodLabel(value, t);
  if (field === 'by' && signInWays.has(value))
    // An actor kind of the log has its key in the catalogue (as above).
    return t(`admin.people.audit.values.by.${value}` as TranslationKey);
  if (field === 'role' && isStaffRole(value)) return t(roleLabels[value]);
  if (field === 'language' && (value === 'en' || value === 'he'))
    return t(`admin.people.audit.values.language.${value}`);
  if (ISO_DAY.test(value)) return formatDayDate(value, language);
  if (ISO_TIME.test(value) && !Number.isNaN(Date.parse(value)))
    return `${formatDayDate(value.slice(0, 10), language)} ${formatLocalTime(value, language)}`;
  return null;
}

const entities: Record<string, TranslationKey> = {
  reservation: 'admin.people.audit.entities.reservation',
  user: 'admin.people.audit.entities.user',
  ledger_entry: 'admin.people.audit.entities.ledger_entry',
  setting: 'admin.people.audit.entities.setting',
  room: 'admin.people.audit.entities.room',
  room_alert: 'admin.people.audit.entities.room_alert',
  section: 'admin.people.audit.entities.section',
  cubicle: 'admin.people.audit.entities.cubicle',
  attendant: 'admin.people.audit.entities.attendant',
  device: 'admin.people.audit.entities.device',
  schedule_override: 'admin.people.audit.entities.schedule_override',
  supply_request: 'admin.people.audit.entities.supply_request',
  waitlist: 'admin.people.audit.entities.waitlist',
  tour: 'admin.people.audit.entities.tour',
  retention: 'admin.people.audit.entities.retention',
  garageGate: 'admin.people.audit.entities.garageGate',
};

/** What an entry is about, in the reader's language; a kind this page does not know, as written. */
export function auditEntityLabel(entity: string, t: TFunction): string {
  const key = entities[entity];
  return key ? t(key) : entity;
}

/** A setting's name in the reader's language; null for a key the catalogue does not hold. */
export function settingNameOf(key: string, language: Language): string | null {
  return settingTextOf(key, language)?.name ?? null;
}
