import { garageApi, gateOpeningAnswer } from '@tevila/contract';
import { checkedAnswer } from '../../../api/checked-answer';
import { http, withErrorMessage } from '../../../api/http';

/**
 * Where she is and which gate: site 1 or 2, option 1 the entrance or 2 the inner gate. The contract's
 * body takes any value (the server's service judges them); the page sends only these.
 */
export interface GateRequest {
  lat: number;
  lng: number;
  site: 1 | 2;
  option: 1 | 2;
}

/** Sends an opening and reads its answer: the update shape plus the spec's message (docs/product/booking.md §7). */
export async function postGateOpening(send: () => Promise<unknown>): Promise<string> {
  const answer: unknown = await withErrorMessage(send);
  return checkedAnswer(gateOpeningAnswer, answer).message;
}

/** POST garage/open → the server's message ("The gate is opening."). */
export function openGarageGate(request: GateRequest): Promise<string> {
  return postGateOpening(() => http.call(garageApi.open, { body: request }));
}
