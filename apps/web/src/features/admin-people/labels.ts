import type { TFunction } from 'i18next';
import type { TranslationKey } from '../../i18n/keys';

const statuses: Record<string, TranslationKey> = {
  Pending: 'admin.people.status.Pending',
  Reserved: 'admin.people.status.Reserved',
  Arrived: 'admin.people.status.Arrived',
  Waiting: 'admin.people.status.Waiting',
  Assigned: 'admin.people.status.Assigned',
  Prep: 'admin.people.status.Prep',
  ReadyForMikvah: 'admin.people.status.ReadyForMikvah',
  ReadyForMikvahNext: 'admin.people.status.ReadyForMikvahNext',
  InMikvah: 'admin.people.status.InMikvah',
  Dressing: 'admin.people.status.Dressing',
  Done: 'admin.people.status.Done',
  Canceled: 'admin.people.status.Canceled',
  Replaced: 'admin.people.status.Replaced',
};

/** Payment methods and kinds by their lower-case name without spaces ("Shabbos Payment" → shabbospayment). */
const methods: Record<string, TranslationKey> = {
  creditcard: 'admin.people.method.creditcard',
  cash: 'admin.people.method.cash',
  check: 'admin.people.method.check',
  donation: 'admin.people.method.donation',
  tip: 'admin.people.method.tip',
  purchase: 'admin.people.method.purchase',
  shabbospayment: 'admin.people.method.shabbospayment',
  afterhours: 'admin.people.method.afterhours',
  tour: 'admin.people.method.tour',
  other: 'admin.people.method.other',
  fee: 'admin.people.method.fee',
  payment: 'admin.people.method.payment',
  refund: 'admin.people.method.refund',
};

const paymentStatuses: Record<string, TranslationKey> = {
  approved: 'admin.people.paymentStatus.approved',
  succeeded: 'admin.people.paymentStatus.approved',
  pending: 'admin.people.paymentStatus.pending',
  failed: 'admin.people.paymentStatus.failed',
};

const lookUp = (table: Record<string, TranslationKey>, value: string, t: TFunction): string => {
  const key = table[value] ?? table[value.toLowerCase().replace(/\s+/g, '')];
  return key ? t(key) : value;
};

/** A reservation status in the visitor's language (an unknown one as the server names it). */
export const statusLabel = (status: string, t: TFunction): string => lookUp(statuses, status, t);
/** A payment method or kind in the visitor's language (an unknown one as the server names it). */
export const methodLabel = (method: string, t: TFunction): string => lookUp(methods, method, t);
/** A payment's status in the visitor's language. */
export const paymentStatusLabel = (status: string, t: TFunction): string =>
  lookUp(paymentStatuses, status, t);
