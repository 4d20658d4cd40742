import Stripe from 'stripe';
import { msg } from '../../i18n/messages.ts';
import type { PaymentsPort, ReaderOutcome } from './port.ts';
import { TerminalReaderError } from './port.ts';

/** What Stripe says of a reader it could not use, as the desk reads it. */
function readerError(error: unknown): never {
  if (!(error instanceof Stripe.errors.StripeError)) throw error;
  const code = error.code ?? '';
  if (code === 'terminal_reader_offline') throw new TerminalReaderError(msg('terminal.offline'));
  if (code === 'terminal_reader_busy') throw new TerminalReaderError(msg('terminal.busy'));
  if (code === 'resource_missing') throw new TerminalReaderError(msg('terminal.unknownReader'));
  throw new TerminalReaderError(msg('terminal.unavailable'));
}

/**
 * Stripe Terminal's server-driven integration (docs/building/card-terminals.md): the intent is handed
 * to the reader, cancelled on it, and in test mode a simulated reader is presented a test card.
 */
export function stripeTerminal(
  stripe: Stripe,
): Pick<PaymentsPort, 'processOnReader' | 'checkReader' | 'cancelOnReader' | 'presentOnReader'> {
  return {
    async checkReader(readerId) {
      const reader = await stripe.terminal.readers.retrieve(readerId).catch(readerError);
      if ('deleted' in reader && reader.deleted) throw new TerminalReaderError(msg('terminal.unknownReader'));
      if ('status' in reader && reader.status === 'offline')
        throw new TerminalReaderError(msg('terminal.offline'));
    },
    async processOnReader(readerId, intentId) {
      await stripe.terminal.readers
        .processPaymentIntent(readerId, { payment_intent: intentId })
        .catch(readerError);
    },
    async cancelOnReader(readerId) {
      try {
        await stripe.terminal.readers.cancelAction(readerId);
      } catch (error) {
        // A reader with nothing to cancel has nothing to stop; one that is away or unknown is said.
        const away = ['terminal_reader_offline', 'resource_missing'].includes(
          error instanceof Stripe.errors.StripeError ? (error.code ?? '') : '',
        );
        if (error instanceof Stripe.errors.StripeInvalidRequestError && !away) return;
        readerError(error);
      }
    },
    async presentOnReader(readerId, cardNumber): Promise<ReaderOutcome> {
      const reader = await stripe.testHelpers.terminal.readers
        .presentPaymentMethod(readerId, { type: 'card_present', card_present: { number: cardNumber } })
        .catch(readerError);
      const action = reader.action;
      if (action?.status === 'failed')
        return { state: 'declined', message: action.failure_message ?? 'Your card was declined.' };
      return { state: 'approved' };
    },
  };
}
