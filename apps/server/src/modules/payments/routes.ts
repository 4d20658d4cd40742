import { paymentsEndpoints as endpoints } from '@tevila/contract/endpoints';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppContext } from '../../context.ts';
import { actorOf, optionalUser, principalOf, requireRole, requireUser } from '../../http/auth.ts';
import { served } from '../../http/contract-route.ts';
import { requestLanguage } from '../../http/request-language.ts';
import { idempotencyKey, security, updated } from '../../http/schemas.ts';
import { sendSharedAnswer, SharedAnswer } from '../../changes/shared-answer.ts';
import { listItemOf, listPayments } from './list-service.ts';
import { makePayment } from './make-payment-service.ts';
import { adminRefund } from './refund-service.ts';
import { tokenizeSandboxCard, paymentsConfig } from './sandbox-token-service.ts';
import { deleteSavedCard, listSavedCards, saveCard } from './saved-cards-service.ts';
import { createTerminalIntent, terminalConnectionToken } from './terminal-service.ts';
import { cancelOnTerminal, presentOnTerminal, terminalView } from './terminal-reader-service.ts';
import { receiveWebhook } from './webhook-service.ts';

const tags = ['payments'];
const staff = ['Receptionist', 'Admin'] as const;

export const paymentRoutes: FastifyPluginAsyncZod<{ ctx: AppContext }> = async (app, { ctx }) => {
  // The provider is chosen at start; the connected account is the facility's (its settings are
  // kept in memory), so each facility's answer is its own, with an ETag.
  app.route({
    ...served(app, endpoints.config, {
      tags,
      summary: 'Which card form to show: the sandbox form, or Stripe Elements with this key',
    }),
    handler: async (request, reply) =>
      sendSharedAnswer(
        request,
        reply,
        SharedAnswer.of(endpoints.config.answers[200], await paymentsConfig(ctx)),
      ),
  });

  app.route({
    ...served(app, endpoints.sandboxTokens, {
      tags,
      summary: 'Tokenise a test card (only while the sandbox is the provider)',
      description: "Stripe's published test numbers only; a malformed or expired card is refused here.",
    }),
    // Card testing is the abuse a public tokeniser invites.
    config: { rateLimit: { max: 60, timeWindow: 60_000 } },
    handler: async (request) => tokenizeSandboxCard(ctx, request.body),
  });

  app.route({
    ...served(app, endpoints.makePayment, {
      tags,
      summary: 'Pay a reservation, add a donation to it, or donate (guests too)',
      description:
        'amt in dollars. On a reservation: amt > 0 charges the card, amt < 0 adds |amt| as a donation. Without one: a donation charged to the card. A declined card answers 400 with stripeErrorType card_error. When her bank asks her to confirm (3-D Secure) it answers 400 with stripeErrorType authentication_required and a clientSecret: the browser confirms with Stripe.js and sends the same request with the same Idempotency-Key. The same Idempotency-Key header never charges twice; without one, the same charge again (same payer, amount, reservation and card) within a minute answers 409. A saved card is charged by its owner, or by staff toward her own reservation’s balance only.',
      security,
    }),
    preHandler: optionalUser(ctx),
    handler: async (request) =>
      updated(
        await makePayment(ctx, request.principal, request.body, {
          idempotencyKey: idempotencyKey(request.headers['idempotency-key']),
          actor: actorOf(request),
          language: requestLanguage(request),
        }),
      ),
  });

  // The spec writes the list with a trailing slash; both spellings are served.
  for (const savedCards of [endpoints.savedCards, endpoints.savedCardsAsSpecified])
    app.route({
      ...served(app, savedCards, {
        tags,
        summary: 'Her saved cards (an administrator may see anyone’s)',
        security,
      }),
      preHandler: requireUser(ctx),
      handler: async (request) => listSavedCards(ctx, principalOf(request), request.params.id),
    });

  app.route({
    ...served(app, endpoints.saveCard, {
      tags,
      summary: 'Save a new card (the path names its token, or its payment method from Stripe Elements)',
      security,
    }),
    preHandler: requireUser(ctx),
    handler: async (request) => saveCard(ctx, principalOf(request), request.params.id, request.params.cardId),
  });

  app.route({
    ...served(app, endpoints.deleteSavedCard, { tags, summary: 'Remove one of her saved cards', security }),
    preHandler: requireUser(ctx),
    handler: async (request) => {
      await deleteSavedCard(ctx, principalOf(request), request.params.id, request.params.cardId);
      return updated(null);
    },
  });

  app.route({
    ...served(app, endpoints.list, {
      tags,
      summary: 'Payments, donations, tips and refunds of the local days dt to dtTo (Admin)',
      security,
    }),
    preHandler: requireRole(ctx, ['Admin']),
    handler: async (request) => listPayments(ctx, request.query),
  });

  app.route({
    ...served(app, endpoints.refund, {
      tags,
      summary: 'Refund part or all of a card payment (Admin)',
      description: 'Never more than what remains refundable. An Idempotency-Key header makes a retry safe.',
      security,
    }),
    preHandler: requireRole(ctx, ['Admin']),
    handler: async (request) => {
      const refund = await adminRefund(
        ctx,
        actorOf(request),
        request.body,
        idempotencyKey(request.headers['idempotency-key']),
      );
      return updated(await listItemOf(ctx, refund.id));
    },
  });

  app.route({
    ...served(app, endpoints.terminalCharge, {
      tags,
      summary: "A payment intent for the reception's card terminal (Receptionist, Admin)",
      security,
    }),
    preHandler: requireRole(ctx, staff),
    handler: async (request) =>
      createTerminalIntent(ctx, principalOf(request), request.body, {
        idempotencyKey: idempotencyKey(request.headers['idempotency-key']),
        actor: actorOf(request),
      }),
  });

  app.route({
    ...served(app, endpoints.terminal, {
      tags,
      summary: "What the desk's card terminal is doing: its last charge (Receptionist, Admin)",
      security,
    }),
    preHandler: requireRole(ctx, staff),
    handler: async (request) => terminalView(ctx, request.params.terminal, requestLanguage(request)),
  });

  app.route({
    ...served(app, endpoints.terminalCancel, {
      tags,
      summary: "Stops the desk's card terminal and gives its charge up (Receptionist, Admin)",
      security,
    }),
    preHandler: requireRole(ctx, staff),
    handler: async (request) => cancelOnTerminal(ctx, request.params.terminal, requestLanguage(request)),
  });

  app.route({
    ...served(app, endpoints.terminalPresent, {
      tags,
      summary: "Test mode: a test card presented on the desk's simulated reader (Receptionist, Admin)",
      security,
    }),
    preHandler: requireRole(ctx, staff),
    handler: async (request) =>
      presentOnTerminal(ctx, request.params.terminal, request.body.number, requestLanguage(request)),
  });

  app.route({
    ...served(app, endpoints.terminalConnectionToken, {
      tags,
      summary: "A connection token for the reception's card terminal (Receptionist, Admin)",
      security,
    }),
    preHandler: requireRole(ctx, staff),
    handler: async () => terminalConnectionToken(ctx),
  });

  // The signature covers the exact bytes, so this route alone keeps the body raw.
  await app.register(async (raw) => {
    raw.removeAllContentTypeParsers();
    raw.addContentTypeParser('*', { parseAs: 'buffer' }, (_request, body, done) => done(null, body));
    raw.route({
      ...served(raw, endpoints.webhook, {
        tags,
        summary: "The payments provider's signed events",
        description:
          'Each event id is applied once; a repeat answers 200 and changes nothing. A bad signature answers 400; a failure 5xx, so the provider retries.',
      }),
      handler: async (request) => {
        const body = Buffer.isBuffer(request.body) ? request.body : Buffer.alloc(0);
        const header = request.headers['stripe-signature'];
        await receiveWebhook(ctx, body, Array.isArray(header) ? header[0] : header);
        return { received: true as const };
      },
    });
  });
};
