import { donationReceipt, receiptOrganisation } from '@tevila/domain';
import type { MessageLanguage } from '@tevila/domain';
import type { AppContext } from '../../context.ts';
import type { Db } from '../../db/client.ts';
import { composeEmail, facilitySender, queueEmail } from '../outbox/index.ts';
import { loadSettings } from '../settings/index.ts';
import { findUserById } from '../users/index.ts';
import type { LedgerEntryRow } from './repo.ts';

type Ctx = Pick<AppContext, 'clock' | 'jobs' | 'caches'>;

const isLanguage = (value: string | null | undefined): value is MessageLanguage =>
  value === 'en' || value === 'he';

/**
 * Queues the receipt of a donation given on its own, on `tx`: the transaction that settles it, so the
 * receipt exists exactly when the donation does, and once (a row settles once). It goes to the address
 * she typed (else her account's), in her account's language when she was signed in, else the page's.
 * Answers whether one was queued.
 */
export async function queueDonationReceipt(ctx: Ctx, tx: Db, entry: LedgerEntryRow): Promise<boolean> {
  if (entry.kind !== 'donation' || entry.reservationId !== null || entry.status !== 'succeeded') return false;
  const user = entry.userId === null ? undefined : await findUserById(tx, entry.userId);
  const to = entry.payerEmail?.trim() || user?.email?.trim() || '';
  if (to === '') return false;
  const language: MessageLanguage = isLanguage(user?.language)
    ? user.language
    : isLanguage(entry.payerLanguage)
      ? entry.payerLanguage
      : 'en';
  const settings = await loadSettings({ db: tx, caches: ctx.caches });
  const text = donationReceipt({
    language,
    amountCents: entry.amountCents,
    at: entry.settledAt ?? ctx.clock.now(),
    timeZone: settings.timeZone,
    donationType: entry.donationType,
    card:
      entry.cardBrand !== null && entry.reference !== null
        ? { brand: entry.cardBrand, last4: entry.reference }
        : null,
    reference: String(entry.id),
    organisation: receiptOrganisation(settings),
  });
  await queueEmail(ctx, tx, {
    to,
    email: composeEmail({ language, ...text }),
    language,
    from: facilitySender(settings),
    replyTo: null,
  });
  return true;
}
