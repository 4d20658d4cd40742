import type { FacilitySettings } from '../settings/facility-settings.ts';
import { isOneOf } from '../narrowing.ts';

/**
 * The reception's card terminals (docs/building/card-terminals.md): one card reader at each desk,
 * named by the card provider's reader id in a setting.
 */
export const terminalNames = ['ReceptionEast', 'ReceptionWest'] as const;
export type TerminalName = (typeof terminalNames)[number];

export function isTerminalName(value: unknown): value is TerminalName {
  return isOneOf(terminalNames, value);
}

/** A reader id as Stripe Terminal names readers: tmr_ and letters or digits. */
/** A facility's connected account as the card provider names it (Stripe Connect: acct_…). */
export function isConnectedAccountId(value: string): boolean {
  return /^acct_[A-Za-z0-9]{1,64}$/.test(value);
}

export function isReaderId(value: string): boolean {
  return /^tmr_[A-Za-z0-9]{1,64}$/.test(value);
}

/** The reader id at a desk; empty when it has no terminal. */
export function readerIdOf(
  terminal: TerminalName,
  s: Pick<FacilitySettings, 'terminalReceptionEast' | 'terminalReceptionWest'>,
): string {
  return (terminal === 'ReceptionEast' ? s.terminalReceptionEast : s.terminalReceptionWest).trim();
}

/** What the desk sees of a charge on its terminal. */
export const terminalStates = ['waiting', 'approved', 'declined', 'canceled'] as const;
export type TerminalState = (typeof terminalStates)[number];

/**
 * What the desk sees of a terminal's charge: the ledger has the last word (a webhook may settle the
 * payment before the desk looks), else what the reader last did.
 */
export function terminalState(
  recorded: TerminalState,
  ledger: 'pending' | 'succeeded' | 'failed' | undefined,
): TerminalState {
  if (ledger === 'succeeded') return 'approved';
  if (ledger === 'failed') return 'canceled';
  return recorded;
}
