import { receiptAnswer, receiptBody } from '../receipts.ts';
import { receiptsApi as routes } from '../routes/receipts.ts';
import { endpoint, type Endpoint } from './endpoint.ts';
import { failureSchema, guardedById } from './refusals.ts';
import { idParams } from './params.ts';

export const receiptsEndpoints = {
  print: endpoint(routes.print, {
    params: idParams,
    body: receiptBody,
    answers: { 200: receiptAnswer, 400: failureSchema, ...guardedById },
  }),
} as const satisfies Record<keyof typeof routes, Endpoint>;
