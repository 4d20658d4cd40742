import { testCardFor, testCards } from './fake-stripe-cards.ts';
import {
  badParam,
  invalidRequest,
  noSuch,
  onlyParams,
  optionalInteger,
  optionalString,
  requiredString,
  stringList,
  stringRecord,
} from './fake-stripe-errors.ts';
import type { FormObject } from './fake-stripe-form.ts';
import { createIntentEndpoints } from './fake-stripe-intents.ts';
import { createTerminalEndpoints } from './fake-stripe-terminal.ts';
import type { CustomerObject, Json } from './fake-stripe-store.ts';
import { createFakeStripeStore, newId, now } from './fake-stripe-store.ts';

/** The endpoints of the fake; fake-stripe.ts puts HTTP, keys and idempotency around them. */
export function createFakeStripeApi() {
  const store = createFakeStripeStore();
  const { customers, tokens, paymentMethods, paymentIntents, charges, refunds } = store;
  const { customer, paymentMethod, newPaymentMethod, attach } = store;
  const intents = createIntentEndpoints(store);
  const terminal = createTerminalEndpoints(intents);

  function createCustomer(body: FormObject): Json {
    onlyParams(body, ['email', 'phone', 'name', 'description', 'metadata', 'expand']);
    const c: CustomerObject = {
      id: newId('cus'),
      object: 'customer',
      created: now(),
      email: optionalString(body, 'email'),
      phone: optionalString(body, 'phone'),
      metadata: stringRecord(body, 'metadata'),
      livemode: false,
    };
    customers.set(c.id, c);
    return { ...c };
  }

  function createPaymentMethod(body: FormObject): Json {
    onlyParams(body, ['type', 'card', 'billing_details', 'metadata', 'expand']);
    const type = requiredString(body, 'type');
    if (type !== 'card') throw badParam('parameter_invalid', 'type', `Invalid type: ${type}`);
    const card = body.card;
    const token = typeof card === 'object' && !Array.isArray(card) ? card.token : undefined;
    if (typeof token !== 'string' || token === '')
      throw badParam('parameter_missing', 'card[token]', 'Missing required param: card[token].');
    const magic = testCardFor(token, 'tok_');
    if (magic !== undefined) return { ...newPaymentMethod(magic) };
    const issued = tokens.get(token);
    if (issued === undefined) throw noSuch('token', token, 'card[token]');
    if (issued.used)
      throw invalidRequest(`You cannot use a Stripe token more than once: ${token}.`, {
        code: 'token_already_used',
        param: 'card[token]',
      });
    issued.used = true;
    const pm = newPaymentMethod(issued.card);
    pm.metadata = stringRecord(body, 'metadata');
    return { ...pm };
  }

  function listPaymentMethods(query: FormObject): Json {
    onlyParams(query, ['customer', 'type', 'limit', 'starting_after', 'ending_before', 'expand']);
    const customerId = optionalString(query, 'customer');
    if (customerId !== null) customer(customerId, 'customer');
    const type = optionalString(query, 'type');
    const limit = optionalInteger(query, 'limit') ?? 10;
    const all = [...paymentMethods.values()]
      .filter(
        (pm) => (customerId === null || pm.customer === customerId) && (type === null || pm.type === type),
      )
      .reverse();
    return {
      object: 'list',
      data: all.slice(0, limit).map((pm) => ({ ...pm })),
      has_more: all.length > limit,
      url: '/v1/payment_methods',
    };
  }

  /** Replaces ids by their objects along `expand` paths such as `payment_method` or `data.payment_method`. */
  function expand(value: unknown, path: string[]): unknown {
    if (path.length === 0 || value === null || typeof value !== 'object') return value;
    const [head, ...rest] = path as [string, ...string[]];
    if (Array.isArray(value)) return value.map((v) => expand(v, path));
    const object = { ...(value as Json) };
    let field = object[head];
    if (typeof field === 'string') {
      const stored =
        paymentMethods.get(field) ?? charges.get(field) ?? customers.get(field) ?? paymentIntents.get(field);
      if (stored !== undefined) field = { ...stored };
    }
    object[head] = expand(field, rest);
    return object;
  }

  type Handler = (params: FormObject, match: string[]) => Json;
  const routes: [method: string, pattern: RegExp, handler: Handler][] = [
    ['POST', /^\/v1\/customers$/, (b) => createCustomer(b)],
    [
      'GET',
      /^\/v1\/customers\/([^/]+)$/,
      (q, [id]) => {
        onlyParams(q, ['expand']);
        return { ...customer(id!) };
      },
    ],
    ['POST', /^\/v1\/payment_methods$/, (b) => createPaymentMethod(b)],
    ['GET', /^\/v1\/payment_methods$/, (q) => listPaymentMethods(q)],
    [
      'GET',
      /^\/v1\/payment_methods\/([^/]+)$/,
      (q, [id]) => {
        onlyParams(q, ['expand']);
        const pm = paymentMethods.get(id!);
        if (pm === undefined) throw noSuch('PaymentMethod', id!);
        return { ...pm };
      },
    ],
    [
      'POST',
      /^\/v1\/payment_methods\/([^/]+)\/attach$/,
      (b, [id]) => {
        onlyParams(b, ['customer', 'expand']);
        const customerId = requiredString(b, 'customer');
        const pm = paymentMethod(id!);
        customer(customerId, 'customer');
        return { ...attach(pm, customerId) };
      },
    ],
    [
      'POST',
      /^\/v1\/payment_methods\/([^/]+)\/detach$/,
      (b, [id]) => {
        onlyParams(b, ['expand']);
        const pm = paymentMethods.get(id!);
        if (pm === undefined) throw noSuch('PaymentMethod', id!);
        if (pm.customer === null)
          throw invalidRequest(
            'The payment method you provided is not attached to a customer so detachment is impossible.',
          );
        pm.customer = null;
        store.consumed.add(pm.id);
        return { ...pm };
      },
    ],
    ['POST', /^\/v1\/payment_intents$/, (b) => intents.createPaymentIntent(b)],
    ['GET', /^\/v1\/payment_intents\/search$/, (q) => intents.searchPaymentIntents(q)],
    [
      'GET',
      /^\/v1\/payment_intents\/([^/]+)$/,
      (q, [id]) => {
        onlyParams(q, ['expand', 'client_secret']);
        return intents.retrievePaymentIntent(id!);
      },
    ],
    ['POST', /^\/v1\/payment_intents\/([^/]+)\/cancel$/, (b, [id]) => intents.cancelPaymentIntent(id!, b)],
    ['POST', /^\/v1\/refunds$/, (b) => intents.createRefund(b)],
    [
      'POST',
      /^\/v1\/terminal\/connection_tokens$/,
      (b) => {
        onlyParams(b, ['location', 'expand']);
        return { object: 'terminal.connection_token', secret: `pst_test_${newId('x').slice(2)}` };
      },
    ],
    ...terminal.routes,
  ];

  return {
    customers,
    paymentMethods,
    paymentIntents,
    charges,
    refunds,
    /** A single-use token, as Stripe Elements creates in the browser (tok_visa and friends are reusable). */
    issueToken(card: keyof typeof testCards): string {
      const found = testCards[card];
      if (found === undefined) throw new Error(`No test card named ${card}`);
      const id = newId('tok');
      tokens.set(id, { card: found, used: false });
      return id;
    },
    /**
     * A payment method as Stripe Elements creates it in the browser (stripe.createPaymentMethod): on no
     * customer yet, usable once unless it is attached to one.
     */
    issuePaymentMethod(card: keyof typeof testCards): string {
      const found = testCards[card];
      if (found === undefined) throw new Error(`No test card named ${card}`);
      return newPaymentMethod(found).id;
    },
    /** A simulated Terminal reader (online unless said), and the readers as they stand. */
    addReader: terminal.addReader,
    readers: terminal.readers,
    /** The browser side of 3-D Secure (Stripe.js handleNextAction): she passes or fails the challenge. */
    completeAction: intents.completeAction,
    /** Answers the JSON of one request, or throws a FakeStripeError. */
    handle(method: string, path: string, params: FormObject): Json | null {
      for (const [m, pattern, handler] of routes) {
        const match = pattern.exec(path);
        if (m !== method || match === null) continue;
        const answer = handler(params, match.slice(1).map(decodeURIComponent));
        return stringList(params, 'expand').reduce<Json>(
          (object, p) => expand(object, p.split('.')) as Json,
          answer,
        );
      }
      return null;
    },
  };
}

export type FakeStripeApi = ReturnType<typeof createFakeStripeApi>;
