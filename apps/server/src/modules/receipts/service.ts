import type { ReceiptAnswer } from '@tevila/contract';
import { buildingDevices, buildReceipt, isPrinterId, receiptMessages } from '@tevila/domain';
import type { ReceiptFacts } from '@tevila/domain';
import { receiptBytes } from '../../adapters/receipt-printer/escpos.ts';
import { PrinterUnreachableError } from '../../adapters/receipt-printer/port.ts';
import { receiptHtml } from '../../adapters/receipt-printer/receipt-html.ts';
import type { Actor, AppContext } from '../../context.ts';
import { AppError } from '../../errors.ts';
import { msg } from '../../i18n/messages.ts';
import { insertAuditEntry } from '../audit/index.ts';
import { recordDeviceAnswered, recordDeviceFailed } from '../device-health/index.ts';
import { loadView, findReservation } from '../reservations/index.ts';
import type { ReservationView } from '../reservations/index.ts';
import { loadSettings } from '../settings/index.ts';
import { findUserById, isUserId } from '../users/index.ts';

type Ctx = Pick<AppContext, 'db' | 'clock' | 'caches' | 'adapters' | 'log'>;

/** The receipt printed or its page, always (the page prints it when no printer took it): the contract's answer. */
export type ReceiptResult = ReceiptAnswer;

const cents = (dollars: number) => Math.round(dollars * 100);

/** What the receipt shows, from the reservation as the desk sees it. */
export function receiptFacts(
  view: ReservationView,
  language: 'en' | 'he',
  facilityName: string,
): ReceiptFacts {
  return {
    language,
    facilityName,
    night: view.reservationDate,
    time: view.reservationTime,
    code: view.reservationCode,
    roomType: view.roomType,
    kallah: view.kallah,
    doubleSlot: view.doubleSlot,
    parking: view.parking,
    salonManicure: view.salonManicure,
    salonBoth: view.salonBoth,
    charges: {
      room: cents(view.price.room),
      parking: cents(view.price.parking),
      salon: cents(view.price.salon),
      doubleSlot: cents(view.price.doubleSlot),
      total: cents(view.price.total),
    },
    payments: view.payments.map((p) => ({ date: p.dateCreated, method: p.method, cents: cents(p.amount) })),
    balanceCents: cents(view.balance),
  };
}

/**
 * POST reservations/{id}/receipt { printerId } (desk): sent to the printer at the setting
 * printer<printerId> as ESC/POS, or, without an address, answered as a page to print.
 */
export async function printReceipt(
  ctx: Ctx,
  input: { id: string; printerId: unknown; actor: Actor },
): Promise<ReceiptResult> {
  const printer = input.printerId;
  if (!isPrinterId(printer)) throw new AppError('receipt.refused', receiptMessages.printerId);
  const row = isUserId(input.id) ? await findReservation(ctx.db, input.id) : undefined;
  if (row === undefined) throw new AppError('reservation.not_found', msg('reservation.notFound'));
  const settings = await loadSettings(ctx);
  const view = await loadView(ctx, settings, row);
  const language = (await findUserById(ctx.db, row.userId))?.language ?? 'en';
  const receipt = buildReceipt(receiptFacts(view, language, settings.facilityName));
  const html = receiptHtml(receipt);
  const address = settings[`printer${printer}`].trim();
  if (address === '') return { printed: false, printer, html };
  const device = buildingDevices.find((d) => d.setting === `printer${printer}`)?.id ?? printer;
  try {
    await ctx.adapters.printer.send(address, receiptBytes(receipt));
  } catch (err) {
    if (!(err instanceof PrinterUnreachableError)) throw err;
    ctx.log.warn({ err, printer }, 'receipt printer did not answer');
    await recordDeviceFailed(ctx.db, device, err.localized, ctx.clock.now());
    throw new AppError('receipt.refused', receiptMessages.unreachable(printer, address));
  }
  await recordDeviceAnswered(ctx.db, device, ctx.clock.now());
  await insertAuditEntry(ctx.db, input.actor, {
    at: ctx.clock.now(),
    action: 'reservation.receipt',
    entity: 'reservation',
    entityId: row.id,
    before: null,
    after: { printer },
  });
  return { printed: true, printer, html };
}
