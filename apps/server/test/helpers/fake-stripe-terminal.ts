import { testCards } from './fake-stripe-cards.ts';
import { invalidRequest, noSuch, onlyParams, requiredString } from './fake-stripe-errors.ts';
import type { FormObject } from './fake-stripe-form.ts';
import type { Json } from './fake-stripe-store.ts';
import type { createIntentEndpoints } from './fake-stripe-intents.ts';

export interface ReaderAction {
  type: 'process_payment_intent';
  status: 'in_progress' | 'succeeded' | 'failed';
  failure_code: string | null;
  failure_message: string | null;
  process_payment_intent: { payment_intent: string };
}

export interface ReaderObject {
  id: string;
  object: 'terminal.reader';
  device_type: 'simulated_wisepos_e';
  label: string;
  status: 'online' | 'offline';
  action: ReaderAction | null;
  livemode: false;
}

const offlineMessage =
  'Reader is currently offline, please ensure the reader is powered on and connected to the internet before retrying your request.';
const busyMessage =
  'Reader is currently busy processing another request. Please reference the integration guide for more details on how to handle this error.';

/**
 * Stripe Terminal's server-driven endpoints as the fake knows them: simulated readers (registered by
 * the test, online or not) that take an intent, cancel it, and in test mode are presented a card.
 */
export function createTerminalEndpoints(intents: ReturnType<typeof createIntentEndpoints>) {
  const readers = new Map<string, ReaderObject>();

  function reader(id: string): ReaderObject {
    const found = readers.get(id);
    if (found === undefined) throw noSuch('terminal.reader', id);
    return found;
  }
  function online(r: ReaderObject): void {
    if (r.status === 'offline') throw invalidRequest(offlineMessage, { code: 'terminal_reader_offline' });
  }

  function processPaymentIntent(id: string, body: FormObject): Json {
    onlyParams(body, ['payment_intent', 'process_config', 'expand']);
    const r = reader(id);
    online(r);
    if (r.action?.status === 'in_progress')
      throw invalidRequest(busyMessage, { code: 'terminal_reader_busy' });
    const pi = requiredString(body, 'payment_intent');
    intents.retrievePaymentIntent(pi);
    r.action = {
      type: 'process_payment_intent',
      status: 'in_progress',
      failure_code: null,
      failure_message: null,
      process_payment_intent: { payment_intent: pi },
    };
    return { ...r };
  }

  function cancelAction(id: string, body: FormObject): Json {
    onlyParams(body, ['expand']);
    const r = reader(id);
    online(r);
    if (r.action?.status !== 'in_progress')
      throw invalidRequest('This reader has no action in progress to cancel.', {
        code: 'terminal_reader_action_not_allowed',
      });
    r.action = null;
    return { ...r };
  }

  function presentPaymentMethod(id: string, body: FormObject): Json {
    onlyParams(body, ['type', 'card_present', 'amount_tip', 'expand']);
    const r = reader(id);
    online(r);
    if (r.action?.status !== 'in_progress')
      throw invalidRequest('This reader has no action in progress.', {
        code: 'terminal_reader_action_not_allowed',
      });
    const present = body.card_present;
    const number = typeof present === 'object' && !Array.isArray(present) ? present.number : undefined;
    const card = Object.values(testCards).find((c) => c.number === number) ?? testCards.visa!;
    const outcome = intents.chargeOnReader(r.action.process_payment_intent.payment_intent, card);
    r.action = outcome.ok
      ? { ...r.action, status: 'succeeded' }
      : { ...r.action, status: 'failed', failure_code: outcome.code, failure_message: outcome.message };
    return { ...r };
  }

  return {
    /** A simulated reader, as registering one with the code simulated-wpe makes it. */
    addReader(id: string, status: 'online' | 'offline' = 'online'): void {
      readers.set(id, {
        id,
        object: 'terminal.reader',
        device_type: 'simulated_wisepos_e',
        label: id,
        status,
        action: null,
        livemode: false,
      });
    },
    readers,
    routes: [
      ['GET', /^\/v1\/terminal\/readers\/([^/]+)$/, (_q: FormObject, [id]: string[]) => ({ ...reader(id!) })],
      [
        'POST',
        /^\/v1\/terminal\/readers\/([^/]+)\/process_payment_intent$/,
        (b: FormObject, [id]: string[]) => processPaymentIntent(id!, b),
      ],
      [
        'POST',
        /^\/v1\/terminal\/readers\/([^/]+)\/cancel_action$/,
        (b: FormObject, [id]: string[]) => cancelAction(id!, b),
      ],
      [
        'POST',
        /^\/v1\/test_helpers\/terminal\/readers\/([^/]+)\/present_payment_method$/,
        (b: FormObject, [id]: string[]) => presentPaymentMethod(id!, b),
      ],
    ] as [string, RegExp, (params: FormObject, match: string[]) => Json][],
  };
}
