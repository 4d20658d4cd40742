import { z } from 'zod';
import { messageSchema, refusalSchema, updateResultSchema } from '../answers.ts';
import {
  terminalActionAnswer,
  terminalIntentAnswer,
  terminalIntentBody,
  terminalParams,
  terminalPresentBody,
} from '../card-terminals.ts';
import { amountField, makePaymentAnswer, makePaymentBody } from '../make-payment.ts';
import { paymentListItemSchema } from '../payment-list-item.ts';
import { paymentsConfigAnswer } from '../payments-config.ts';
import { paymentsApi as routes } from '../routes/payments.ts';
import { sandboxTokenAnswer, sandboxTokenBody } from '../sandbox-token.ts';
import { savedCardListSchema, savedCardSchema } from '../saved-cards.ts';
import { described } from '../values.ts';
import { endpoint, type Endpoint } from './endpoint.ts';
import { failureSchema, guardedById } from './refusals.ts';
import { idParams } from './params.ts';
import { notModified } from './not-modified.ts';

const userCardParams = z.object({ id: z.string().max(100), cardId: z.string().max(300) });

/** The desk terminal's answers: what it is doing now, or why the call was refused. */
const terminalAnswers = { 200: terminalActionAnswer, 400: failureSchema, ...guardedById };

const savedCards = endpoint(routes.savedCards, {
  params: idParams,
  answers: { 200: savedCardListSchema, ...guardedById },
});

export const paymentsEndpoints = {
  config: endpoint(routes.config, { answers: { 200: paymentsConfigAnswer, ...notModified } }),
  sandboxTokens: endpoint(routes.sandboxTokens, {
    body: sandboxTokenBody,
    answers: { 200: sandboxTokenAnswer, 400: messageSchema, 404: messageSchema, 429: messageSchema },
  }),
  makePayment: endpoint(routes.makePayment, {
    body: makePaymentBody,
    answers: {
      200: makePaymentAnswer,
      400: z.union([makePaymentAnswer, messageSchema]),
      409: described(refusalSchema, 'The same charge was just made without an Idempotency-Key'),
      503: z.union([refusalSchema, messageSchema]),
      ...guardedById,
    },
  }),
  savedCards,
  savedCardsAsSpecified: { ...savedCards, ...routes.savedCardsAsSpecified },
  saveCard: endpoint(routes.saveCard, {
    params: userCardParams,
    answers: { 200: savedCardSchema, 400: messageSchema, ...guardedById },
  }),
  deleteSavedCard: endpoint(routes.deleteSavedCard, {
    params: userCardParams,
    answers: { 200: updateResultSchema(z.null()), ...guardedById },
  }),
  list: endpoint(routes.list, {
    query: z.object({ dt: z.string().max(40).optional(), dtTo: z.string().max(40).optional() }),
    answers: { 200: z.array(paymentListItemSchema), 400: messageSchema, ...guardedById },
  }),
  refund: endpoint(routes.refund, {
    body: z.object({
      paymentId: z.unknown().optional().describe('The id of a payment in the payments list'),
      amt: described(amountField(), 'Dollars; omitted = whatever remains refundable'),
    }),
    answers: {
      200: updateResultSchema(paymentListItemSchema),
      400: failureSchema,
      503: messageSchema,
      ...guardedById,
    },
  }),
  terminalCharge: endpoint(routes.terminalCharge, {
    body: terminalIntentBody,
    answers: { 200: terminalIntentAnswer, 400: failureSchema, ...guardedById },
  }),
  terminal: endpoint(routes.terminal, { params: terminalParams, answers: terminalAnswers }),
  terminalCancel: endpoint(routes.terminalCancel, { params: terminalParams, answers: terminalAnswers }),
  terminalPresent: endpoint(routes.terminalPresent, {
    params: terminalParams,
    body: terminalPresentBody,
    answers: terminalAnswers,
  }),
  terminalConnectionToken: endpoint(routes.terminalConnectionToken, {
    answers: { 200: z.object({ secret: z.string() }), ...guardedById },
  }),
  // The body is the provider's raw bytes (the server reads it unparsed to check its signature).
  webhook: endpoint(routes.webhook, {
    answers: { 200: z.object({ received: z.literal(true) }), 400: messageSchema },
  }),
} as const satisfies Record<keyof typeof routes, Endpoint>;
