import { postGateOpening, type GateRequest } from './garage-open';
import { paths } from '../../../api/paths';

export interface GarageDoorRequest extends GateRequest {
  reservationId: string;
}

/** POST reservations/{id}/opengaragedoor { lat, lng, site, option } → the server's message. */
export function openGarageDoor({ reservationId, ...request }: GarageDoorRequest): Promise<string> {
  return postGateOpening(paths.openGarageDoor(reservationId), request);
}
