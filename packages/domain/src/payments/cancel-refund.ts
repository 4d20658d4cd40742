/**
 * docs/design.md §6: cancelling a paid reservation refunds its card payments automatically when it is done
 * more than `reservationRefundCutOffHours` before its slot; later, the patron is shown how to ask and
 * an administrator may refund. The server applies it when she cancels; the web says it before she does.
 */
export function refundsOnCancel(slotStartMs: number, canceledAtMs: number, cutOffHours: number): boolean {
  if (![slotStartMs, canceledAtMs, cutOffHours].every(Number.isFinite)) return false;
  return slotStartMs - canceledAtMs > cutOffHours * 3_600_000;
}
