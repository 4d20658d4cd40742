import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { expect } from 'vitest';
import { eq } from 'drizzle-orm';
import { sandboxWebhookSecret } from '../../src/adapters/payments/choose.ts';
import type { PaymentsPort } from '../../src/adapters/payments/port.ts';
import { createSandboxPayments } from '../../src/adapters/payments/sandbox.ts';
import type { Clock } from '../../src/clock.ts';
import type { Db } from '../../src/db/client.ts';
import { ledgerEntries, sandboxCharges } from '../../src/db/schema.ts';
import { solvedToken } from './bot-check.ts';
import type { Patron } from './reservations.ts';
import { auth, book, shower, slotsOf, showersAt } from './reservations.ts';
import type { TestApp } from './test-app.ts';
import { TEST_AUTH_SECRET } from './test-app.ts';

/** Stripe's published test numbers, as the sandbox knows them (docs/design.md §7). */
export const testCards = {
  visa: '4242424242424242',
  mastercard: '5555555555554444',
  amex: '378282246310005',
  discover: '6011111111111117',
  jcb: '3566002020360505',
  diners: '36227206271667',
  declined: '4000000000000002',
  insufficient: '4000000000009995',
  expired: '4000000000000069',
  cvc: '4000000000000127',
  /** Saved without trouble; every charge of it is declined. */
  declinedAfterSave: '4000000000000341',
} as const;

/**
 * The sandbox provider of a test app (`createTestApp({ payments })`), with what a test needs to break
 * (a crash around the charge, a refund that fails) put over it by `wrap`.
 */
export function wrappedSandbox(wrap: (sandbox: PaymentsPort) => Partial<PaymentsPort>) {
  return (db: Db, clock: Clock): PaymentsPort => {
    const sandbox = createSandboxPayments({
      db,
      clock,
      webhookSecret: sandboxWebhookSecret({ AUTH_SECRET: TEST_AUTH_SECRET }),
    });
    return { ...sandbox, ...wrap(sandbox) };
  };
}

export const cardDetails = { expMonth: 12, expYear: 2030, cvc: '123', postalCode: '90210' };

let nextIp = 0;
/** Each tokenisation from its own address, so the per-IP limit only bites where a test wants it. */
function freshIp(): string {
  nextIp += 1;
  return `10.250.${(nextIp >> 8) & 255}.${nextIp & 255}`;
}

export function tokenize(
  app: FastifyInstance,
  card: object,
  ip = freshIp(),
): Promise<LightMyRequestResponse> {
  return app.inject({
    method: 'POST',
    url: '/api/api/payments/sandbox/tokens',
    payload: card,
    remoteAddress: ip,
  });
}

/** A fresh single-use token for a test number. */
export async function tokenOf(app: FastifyInstance, number: string = testCards.visa): Promise<string> {
  const cvc = number.startsWith('37') ? '1234' : '123';
  const res = await tokenize(app, { ...cardDetails, cvc, number });
  expect(res.statusCode, res.body).toBe(200);
  return res.json<{ id: string }>().id;
}

/**
 * POST makepayment. A guest's body gets a freshly solved bot check unless it names its own
 * reCaptchaTokenResponse (a test of the bot check itself may send none, or a bad one).
 */
export async function pay(
  app: FastifyInstance,
  who: Patron | null,
  body: object,
  key?: string,
): Promise<LightMyRequestResponse> {
  const botCheck =
    who === null && !('reCaptchaTokenResponse' in body)
      ? { reCaptchaTokenResponse: await solvedToken(app) }
      : {};
  return app.inject({
    method: 'POST',
    url: '/api/api/payments/makepayment',
    headers: { ...(who !== null ? auth(who) : {}), ...(key !== undefined ? { 'idempotency-key': key } : {}) },
    payload: { ...body, ...botCheck },
  });
}

export const guest = {
  firstName: 'Sarah',
  lastName: 'Levi',
  email: 'sarah@example.org',
  phone: '(310) 555-0199',
};

/** Charges the sandbox actually made (succeeded ones moved money). */
export async function sandboxChargeCount(
  db: Db,
  status: 'succeeded' | 'failed' = 'succeeded',
): Promise<number> {
  return (await db.select().from(sandboxCharges).where(eq(sandboxCharges.status, status))).length;
}

export async function ledgerRows(db: Db) {
  return db.select().from(ledgerEntries);
}

let booked = 0;
/**
 * A plain shower on `night`, each call on the next slot with room left: the same booking again within
 * seconds would be taken for a double submit and answer the first.
 */
export async function bookShower(t: TestApp, who: Patron, night: string) {
  const slots = (await slotsOf(t.app, who, night)).filter((s) => showersAt([s], s.timeSlot) > 0);
  booked += 1;
  const slot = slots[booked % Math.max(1, slots.length)];
  if (slot === undefined) throw new Error(`no shower left on ${night}`);
  const res = await book(t.app, who, { reservationDate: night, reservationTime: slot.timeSlot, ...shower });
  expect(res.statusCode, res.body).toBe(200);
  return res.json<{ result: { id: string; reservationStatus: string; balance: number; userId: string } }>()
    .result;
}
