import {
  described,
  terminalActionAnswer,
  terminalIntentAnswer,
  terminalIntentBody,
  terminalParams,
  terminalPresentBody,
} from '@tevila/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppContext } from '../../context.ts';
import { requestLanguage } from '../../http/request-language.ts';
import { notModified, sendSharedAnswer, SharedAnswer } from '../../http/shared-answer.ts';
import { actorOf, optionalUser, principalOf, requireRole, requireUser } from '../../http/auth.ts';
import {
  failureSchema,
  guardedById,
  idempotencyKey,
  messageSchema,
  refusalSchema,
  security,
  updated,
  updateResultSchema,
} from '../../http/schemas.ts';
import { listItemOf, listPayments } from './list-service.ts';
import { makePayment } from './make-payment-service.ts';
import { adminRefund } from './refund-service.ts';
import { tokenizeSandboxCard, paymentsConfig } from './sandbox-token-service.ts';
import { deleteSavedCard, listSavedCards, saveCard } from './saved-cards-service.ts';
import {
  configResponse,
  listQuery,
  makePaymentBody,
  makePaymentResponse,
  paymentListItemSchema,
  refundBody,
  savedCardListSchema,
  savedCardSchema,
  tokenBody,
  tokenResponse,
  userCardParams,
  userParams,
} from './schemas.ts';
import { createTerminalIntent, terminalConnectionToken } from './terminal-service.ts';
import { cancelOnTerminal, presentOnTerminal, terminalView } from './terminal-reader-service.ts';
import { receiveWebhook } from './webhook-service.ts';

const staff = ['Receptionist', 'Admin'] as const;

export const paymentRoutes: FastifyPluginAsyncZod<{ ctx: AppContext }> = async (app, { ctx }) => {
  // The provider is chosen at start: one answer, with an ETag, for the life of the process.
  const config = SharedAnswer.of(configResponse, paymentsConfig(ctx));
  app.get(
    '/payments/config',
    {
      schema: {
        tags: ['payments'],
        summary: 'Which card form to show: the sandbox form, or Stripe Elements with this key',
        response: { 200: configResponse, ...notModified },
      },
    },
    async (request, reply) => sendSharedAnswer(request, reply, config),
  );

  app.post(
    '/payments/sandbox/tokens',
    {
      // Card testing is the abuse a public tokeniser invites.
      config: { rateLimit: { max: 60, timeWindow: 60_000 } },
      schema: {
        tags: ['payments'],
        summary: 'Tokenise a test card (only while the sandbox is the provider)',
        description: "Stripe's published test numbers only; a malformed or expired card is refused here.",
        body: tokenBody,
        response: { 200: tokenResponse, 400: messageSchema, 404: messageSchema, 429: messageSchema },
      },
    },
    async (request) => tokenizeSandboxCard(ctx, request.body),
  );

  app.post(
    '/payments/makepayment',
    {
      preHandler: optionalUser(ctx),
      schema: {
        tags: ['payments'],
        summary: 'Pay a reservation, add a donation to it, or donate (guests too)',
        description:
          'amt in dollars. On a reservation: amt > 0 charges the card, amt < 0 adds |amt| as a donation. Without one: a donation charged to the card. A declined card answers 400 with stripeErrorType card_error. When her bank asks her to confirm (3-D Secure) it answers 400 with stripeErrorType authentication_required and a clientSecret: the browser confirms with Stripe.js and sends the same request with the same Idempotency-Key. The same Idempotency-Key header never charges twice; without one, the same charge again (same payer, amount, reservation and card) within a minute answers 409. A saved card is charged by its owner, or by staff toward her own reservation’s balance only.',
        security,
        body: makePaymentBody,
        response: {
          200: makePaymentResponse,
          400: z.union([makePaymentResponse, messageSchema]),
          409: described(refusalSchema, 'The same charge was just made without an Idempotency-Key'),
          503: z.union([refusalSchema, messageSchema]),
          ...guardedById,
        },
      },
    },
    async (request) =>
      updated(
        await makePayment(ctx, request.principal, request.body, {
          idempotencyKey: idempotencyKey(request.headers['idempotency-key']),
          actor: actorOf(request),
          language: requestLanguage(request),
        }),
      ),
  );

  // The spec writes the list with a trailing slash; both spellings are served.
  for (const url of ['/users/:id/savedcards', '/users/:id/savedcards/'])
    app.get(
      url,
      {
        preHandler: requireUser(ctx),
        schema: {
          tags: ['payments'],
          summary: 'Her saved cards (an administrator may see anyone’s)',
          security,
          params: userParams,
          response: { 200: savedCardListSchema, ...guardedById },
        },
      },
      async (request) => listSavedCards(ctx, principalOf(request), request.params.id),
    );

  app.put(
    '/users/:id/savedcards/:cardId',
    {
      preHandler: requireUser(ctx),
      schema: {
        tags: ['payments'],
        summary: 'Save a new card (the path names its token, or its payment method from Stripe Elements)',
        security,
        params: userCardParams,
        response: { 200: savedCardSchema, 400: messageSchema, ...guardedById },
      },
    },
    async (request) => saveCard(ctx, principalOf(request), request.params.id, request.params.cardId),
  );

  app.delete(
    '/users/:id/savedcards/:cardId',
    {
      preHandler: requireUser(ctx),
      schema: {
        tags: ['payments'],
        summary: 'Remove one of her saved cards',
        security,
        params: userCardParams,
        response: { 200: updateResultSchema(z.null()), ...guardedById },
      },
    },
    async (request) => {
      await deleteSavedCard(ctx, principalOf(request), request.params.id, request.params.cardId);
      return updated(null);
    },
  );

  app.get(
    '/payments/list',
    {
      preHandler: requireRole(ctx, ['Admin']),
      schema: {
        tags: ['payments'],
        summary: 'Payments, donations, tips and refunds of the local days dt to dtTo (Admin)',
        security,
        querystring: listQuery,
        response: { 200: z.array(paymentListItemSchema), 400: messageSchema, ...guardedById },
      },
    },
    async (request) => listPayments(ctx, request.query),
  );

  app.post(
    '/payments/refund',
    {
      preHandler: requireRole(ctx, ['Admin']),
      schema: {
        tags: ['payments'],
        summary: 'Refund part or all of a card payment (Admin)',
        description: 'Never more than what remains refundable. An Idempotency-Key header makes a retry safe.',
        security,
        body: refundBody,
        response: {
          200: updateResultSchema(paymentListItemSchema),
          400: failureSchema,
          503: messageSchema,
          ...guardedById,
        },
      },
    },
    async (request) => {
      const refund = await adminRefund(
        ctx,
        actorOf(request),
        request.body,
        idempotencyKey(request.headers['idempotency-key']),
      );
      return updated(await listItemOf(ctx, refund.id));
    },
  );

  app.post(
    '/payments/createpaymentintent',
    {
      preHandler: requireRole(ctx, staff),
      schema: {
        tags: ['payments'],
        summary: "A payment intent for the reception's card terminal (Receptionist, Admin)",
        security,
        body: terminalIntentBody,
        response: { 200: terminalIntentAnswer, 400: failureSchema, ...guardedById },
      },
    },
    async (request) =>
      createTerminalIntent(ctx, principalOf(request), request.body, {
        idempotencyKey: idempotencyKey(request.headers['idempotency-key']),
        actor: actorOf(request),
      }),
  );

  app.get(
    '/payments/terminal/:terminal',
    {
      preHandler: requireRole(ctx, staff),
      schema: {
        tags: ['payments'],
        summary: "What the desk's card terminal is doing: its last charge (Receptionist, Admin)",
        security,
        params: terminalParams,
        response: { 200: terminalActionAnswer, 400: failureSchema, ...guardedById },
      },
    },
    async (request) => terminalView(ctx, request.params.terminal, requestLanguage(request)),
  );

  app.post(
    '/payments/terminal/:terminal/cancel',
    {
      preHandler: requireRole(ctx, staff),
      schema: {
        tags: ['payments'],
        summary: "Stops the desk's card terminal and gives its charge up (Receptionist, Admin)",
        security,
        params: terminalParams,
        response: { 200: terminalActionAnswer, 400: failureSchema, ...guardedById },
      },
    },
    async (request) => cancelOnTerminal(ctx, request.params.terminal, requestLanguage(request)),
  );

  app.post(
    '/payments/terminal/:terminal/present',
    {
      preHandler: requireRole(ctx, staff),
      schema: {
        tags: ['payments'],
        summary: "Test mode: a test card presented on the desk's simulated reader (Receptionist, Admin)",
        security,
        params: terminalParams,
        body: terminalPresentBody,
        response: { 200: terminalActionAnswer, 400: failureSchema, ...guardedById },
      },
    },
    async (request) =>
      presentOnTerminal(ctx, request.params.terminal, request.body.number, requestLanguage(request)),
  );

  app.get(
    '/payments/getterminalconnectiontoken',
    {
      preHandler: requireRole(ctx, staff),
      schema: {
        tags: ['payments'],
        summary: "A connection token for the reception's card terminal (Receptionist, Admin)",
        security,
        response: { 200: z.object({ secret: z.string() }), ...guardedById },
      },
    },
    async () => terminalConnectionToken(ctx),
  );

  // The signature covers the exact bytes, so this route alone keeps the body raw.
  await app.register(async (raw) => {
    raw.removeAllContentTypeParsers();
    raw.addContentTypeParser('*', { parseAs: 'buffer' }, (_request, body, done) => done(null, body));
    raw.post(
      '/payments/webhook',
      {
        schema: {
          tags: ['payments'],
          summary: "The payments provider's signed events",
          description:
            'Each event id is applied once; a repeat answers 200 and changes nothing. A bad signature answers 400; a failure 5xx, so the provider retries.',
          response: { 200: z.object({ received: z.literal(true) }), 400: messageSchema },
        },
      },
      async (request) => {
        const body = Buffer.isBuffer(request.body) ? request.body : Buffer.alloc(0);
        const header = request.headers['stripe-signature'];
        await receiveWebhook(ctx, body, Array.isArray(header) ? header[0] : header);
        return { received: true as const };
      },
    );
  });
};
