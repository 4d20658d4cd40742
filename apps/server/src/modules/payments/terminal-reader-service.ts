import { isTerminalName, readerIdOf, terminalState } from '@tevila/domain';
import type { Language, TerminalName, TerminalState } from '@tevila/domain';
import type { TerminalActionAnswer } from '@tevila/contract';
import { storedFailure } from '../../adapters/payments/decline-messages.ts';
import { TerminalReaderError } from '../../adapters/payments/port.ts';
import type { AppContext } from '../../context.ts';
import { AppError } from '../../errors.ts';
import { msg, render, type LocalMessage } from '../../i18n/messages.ts';
import { recordDeviceAnswered, recordDeviceFailed } from '../device-health/index.ts';
import { loadSettings } from '../settings/index.ts';
import { settleFromProvider } from './reconcile.ts';
import { findEntry } from './repo.ts';
import { findTerminalAction, saveTerminalAction } from './terminal-repo.ts';
import type { TerminalActionRow } from './terminal-repo.ts';

type Ctx = Pick<AppContext, 'db' | 'caches' | 'clock' | 'adapters' | 'jobs' | 'log' | 'config'>;

/** The devices page's name of a desk's terminal. */
export const terminalDevice = (terminal: TerminalName) =>
  terminal === 'ReceptionEast' ? 'terminal-reception-east' : 'terminal-reception-west';

function refuse(message: LocalMessage): never {
  throw new AppError('payment.refused', message);
}

/** The terminal a path or body names; anything else is refused in her language. */
export function terminalNamed(value: unknown): TerminalName {
  if (!isTerminalName(value)) refuse(msg('terminal.unknownName'));
  return value;
}

/** The reader at the desk, as the settings name it; a desk with none is refused. */
export async function readerAt(
  ctx: Pick<AppContext, 'db' | 'caches'>,
  terminal: TerminalName,
): Promise<string> {
  const reader = readerIdOf(terminal, await loadSettings(ctx));
  if (reader === '') refuse(msg('terminal.notSetUp'));
  return reader;
}

/** A reader's refusal (offline, busy, unknown): recorded for the devices page, said to the desk. */
async function readerRefused(ctx: Ctx, terminal: TerminalName, err: unknown): Promise<never> {
  if (!(err instanceof TerminalReaderError)) throw err;
  await recordDeviceFailed(ctx.db, terminalDevice(terminal), err.localized, ctx.clock.now());
  throw new AppError('payment.refused', err.localized);
}

/** What the desk's terminal is doing now, the ledger having the last word; undefined before any charge. */
export async function terminalNow(db: Ctx['db'], terminal: TerminalName) {
  const row = await findTerminalAction(db, terminal);
  if (row === undefined) return undefined;
  const entry = await findEntry(db, row.ledgerEntryId);
  return { row, entry, state: terminalState(row.status, entry?.status) };
}

/** Hands the charge's intent to the desk's reader; a busy terminal is refused before anything moves. */
export async function handToReader(
  ctx: Ctx,
  terminal: TerminalName,
  reader: string,
  charge: { intentId: string; ledgerEntryId: number },
): Promise<void> {
  const now = ctx.clock.now();
  const current = await terminalNow(ctx.db, terminal);
  if (current?.state === 'waiting' && current.row.ledgerEntryId !== charge.ledgerEntryId)
    refuse(msg('terminal.busy'));
  // A retry of the same tap: the reader already asks for this card.
  if (current?.state === 'waiting') return;
  await ctx.adapters.payments
    .processOnReader(reader, charge.intentId)
    .catch((err: unknown) => readerRefused(ctx, terminal, err));
  await saveTerminalAction(ctx.db, {
    terminal,
    ledgerEntryId: charge.ledgerEntryId,
    intentId: charge.intentId,
    readerId: reader,
    status: 'waiting',
    message: null,
    updatedAt: now,
  });
  await recordDeviceAnswered(ctx.db, terminalDevice(terminal), now);
}

/** The row after the provider settled (or not) the charge: approved, canceled, or still waiting. */
async function afterSettling(ctx: Ctx, row: TerminalActionRow, otherwise: TerminalState): Promise<void> {
  await settleFromProvider(ctx, row.ledgerEntryId);
  const entry = await findEntry(ctx.db, row.ledgerEntryId);
  const status = terminalState(otherwise, entry?.status);
  await saveTerminalAction(ctx.db, { ...row, status, updatedAt: ctx.clock.now() });
}

/** POST payments/terminal/{terminal}/cancel: the reader stops asking and the charge is given up. */
export async function cancelOnTerminal(ctx: Ctx, terminalName: unknown, language: Language) {
  const terminal = terminalNamed(terminalName);
  const row = await findTerminalAction(ctx.db, terminal);
  if (row !== undefined && (row.status === 'waiting' || row.status === 'declined')) {
    await ctx.adapters.payments
      .cancelOnReader(row.readerId)
      .catch((err: unknown) => readerRefused(ctx, terminal, err));
    // It may have gone through a moment before: then it stays paid, and the desk is told so.
    await ctx.adapters.payments.cancelCharge(row.intentId, `cancel-${row.ledgerEntryId}`);
    await afterSettling(ctx, row, 'canceled');
  }
  return terminalView(ctx, terminal, language);
}

/**
 * POST payments/terminal/{terminal}/present (test mode): one of the provider's test cards on the
 * desk's simulated reader; approved (the payment settles as any card's) or declined (the reader may
 * take another card).
 */
export async function presentOnTerminal(ctx: Ctx, terminalName: unknown, number: string, language: Language) {
  if (!ctx.adapters.payments.testMode) throw new AppError('payment.not_found', msg('terminal.testOnly'));
  const terminal = terminalNamed(terminalName);
  const row = await findTerminalAction(ctx.db, terminal);
  if (row?.status !== 'waiting') refuse(msg('terminal.nothingWaiting'));
  const outcome = await ctx.adapters.payments
    .presentOnReader(row.readerId, number)
    .catch((err: unknown) => readerRefused(ctx, terminal, err));
  if (outcome.state === 'declined')
    await saveTerminalAction(ctx.db, {
      ...row,
      status: 'declined',
      message: outcome.message,
      updatedAt: ctx.clock.now(),
    });
  else await afterSettling(ctx, row, 'waiting');
  return terminalView(ctx, terminal, language);
}

/** GET payments/terminal/{terminal}: its last charge and how it went, for the desk to follow. */
export async function terminalView(
  ctx: Pick<AppContext, 'db'>,
  terminalName: unknown,
  language: Language,
): Promise<TerminalActionAnswer> {
  const terminal = terminalNamed(terminalName);
  const now = await terminalNow(ctx.db, terminal);
  if (now === undefined) return null;
  const { row, entry, state: status } = now;
  return {
    terminal,
    id: row.intentId,
    status,
    message: row.message === null ? null : render(storedFailure(row.message), language),
    amountCents: entry?.amountCents ?? 0,
    ledgerEntryId: row.ledgerEntryId,
    reservationId: entry?.reservationId ?? null,
  };
}
