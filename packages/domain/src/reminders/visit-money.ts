/**
 * What a confirmation says of money (issue 17: sent once the submit has ended, it tells her whether
 * the visit is paid or what is due): paid; an amount due and whether she may pay it at the door as
 * well as online; or nothing, for a visit that costs nothing and was never paid.
 */
export type VisitMoney =
  { state: 'paid' } | { state: 'due'; cents: number; atDoor: boolean } | { state: 'none' };

/**
 * From the reservation's ledger as it stands (its balance, and whether it counts as paid: nothing
 * left and a payment made) and whether pay at the door is offered for it (payAtDoorAllowed).
 */
export function visitMoney(ledger: { balanceCents: number; paid: boolean }, payAtDoor: boolean): VisitMoney {
  if (ledger.balanceCents > 0) return { state: 'due', cents: ledger.balanceCents, atDoor: payAtDoor };
  return ledger.paid ? { state: 'paid' } : { state: 'none' };
}
