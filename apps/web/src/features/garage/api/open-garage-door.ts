import { garageApi } from '@tevila/contract';
import { http } from '../../../api/http';
import { postGateOpening, type GateRequest } from './garage-open';

export interface GarageDoorRequest extends GateRequest {
  reservationId: string;
}

/** POST reservations/{id}/opengaragedoor { lat, lng, site, option } → the server's message. */
export function openGarageDoor({ reservationId, ...request }: GarageDoorRequest): Promise<string> {
  return postGateOpening(() =>
    http.call(garageApi.openGarageDoor, { params: { id: reservationId }, body: request }),
  );
}
