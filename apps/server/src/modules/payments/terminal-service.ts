import { randomUUID } from 'node:crypto';
import { parseDollars } from '@tevila/domain';
import type { Actor, AppContext } from '../../context.ts';
import { AppError } from '../../errors.ts';
import { type LocalMessage, msg } from '../../i18n/messages.ts';
import { insertAuditEntry } from '../audit/index.ts';
import { reachable } from '../reservations/index.ts';
import type { Principal } from '../users/index.ts';
import { providerKey } from './make-payment-service.ts';
import { reconcileLater } from './reconcile.ts';
import { findEntryByKey, insertEntry, lockPaymentKey, updateEntry } from './repo.ts';
import { settleFromProvider } from './reconcile.ts';
import { handToReader, readerAt, terminalNamed, terminalNow } from './terminal-reader-service.ts';

type Ctx = Pick<AppContext, 'db' | 'clock' | 'adapters' | 'jobs' | 'log' | 'caches' | 'config'>;

function refuse(message: LocalMessage): never {
  throw new AppError('payment.refused', message);
}

/**
 * POST payments/createpaymentintent (reception): an intent for the card terminal. Its ledger row is
 * written pending first, as for any card payment; the provider's webhook settles it when the card is
 * presented (or the reconcile job, from the intent's metadata). With `terminal`, the intent is handed
 * to that desk's reader, which asks for the card (docs/building/card-terminals.md).
 */
export async function createTerminalIntent(
  ctx: Ctx,
  principal: Principal,
  body: { amt?: unknown; reservationId?: string | null | undefined; terminal?: string | undefined },
  options: { idempotencyKey: string | undefined; actor: Actor },
): Promise<{ id: string; status: 'waiting'; clientSecret: string; ledgerEntryId: number }> {
  const amount = parseDollars(body.amt);
  if (!amount.ok) refuse(amount.message);
  if (amount.cents <= 0) refuse(msg('payment.amountPositive'));
  const reservationId = body.reservationId?.trim() || null;
  const reservation = reservationId === null ? undefined : await reachable(ctx, principal, reservationId);
  const key = `terminal:${principal.userId}:${options.idempotencyKey ?? randomUUID()}`;
  const terminal = body.terminal === undefined ? null : terminalNamed(body.terminal);
  const reader = terminal === null ? null : await readerAt(ctx, terminal);
  if (terminal !== null) {
    // A reader asks for one card at a time: another charge waiting on it is cancelled first.
    const current = await terminalNow(ctx.db, terminal);
    if (current?.state === 'waiting' && (await findEntryByKey(ctx.db, key))?.id !== current.row.ledgerEntryId)
      refuse(msg('terminal.busy'));
  }
  const now = ctx.clock.now();
  const entry = await ctx.db.transaction(async (tx) => {
    await lockPaymentKey(tx, key);
    const existing = await findEntryByKey(tx, key);
    if (existing !== undefined) return existing;
    const row = await insertEntry(tx, {
      reservationId: reservation?.id ?? null,
      userId: reservation?.userId ?? null,
      kind: reservation !== undefined ? 'payment' : 'donation',
      method: reservation !== undefined ? 'CreditCard' : 'Purchase',
      amountCents: amount.cents,
      status: 'pending',
      createdAt: now,
      createdBy: options.actor.userId,
      idempotencyKey: key,
    });
    await insertAuditEntry(tx, options.actor, {
      at: now,
      action: 'payment.terminal',
      entity: 'ledger_entry',
      entityId: String(row.id),
      before: null,
      after: { amountCents: row.amountCents, reservationId: row.reservationId },
    });
    await reconcileLater(ctx, tx, row.id);
    return row;
  });
  const intent = await ctx.adapters.payments.createPaymentIntent(entry.amountCents, providerKey(entry.id), {
    ledgerEntryId: String(entry.id),
    ...(reservation !== undefined ? { reservationId: reservation.id } : {}),
  });
  if (entry.providerTransactionId === null)
    await updateEntry(ctx.db, entry.id, { providerTransactionId: intent.id });
  if (terminal !== null && reader !== null)
    await handToReader(ctx, terminal, reader, { intentId: intent.id, ledgerEntryId: entry.id }).catch(
      async (err: unknown) => {
        // The reader did not take it: the charge is given up, so nothing stays pending for nothing.
        await ctx.adapters.payments.cancelCharge(intent.id, `cancel-${entry.id}`);
        await settleFromProvider(ctx, entry.id);
        throw err;
      },
    );
  return { id: intent.id, status: 'waiting', clientSecret: intent.clientSecret, ledgerEntryId: entry.id };
}

/** GET payments/getterminalconnectiontoken: the secret the reception's terminal connects with. */
export async function terminalConnectionToken(
  ctx: Pick<AppContext, 'adapters'>,
): Promise<{ secret: string }> {
  return { secret: await ctx.adapters.payments.terminalConnectionToken() };
}
