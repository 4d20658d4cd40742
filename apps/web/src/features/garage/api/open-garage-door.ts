import type { GateRequest } from './garage-open';
import { http, preferErrorMessage } from '../../../api/http';
import { paths } from '../../../api/paths';

export interface GarageDoorRequest extends GateRequest {
  reservationId: string;
}

/** POST reservations/{id}/opengaragedoor { lat, lng, site, option } → the server's message. */
export async function openGarageDoor({ reservationId, ...request }: GarageDoorRequest): Promise<string> {
  try {
    const answer = await http.post<{ message?: string } | undefined>(
      paths.openGarageDoor(reservationId),
      request,
    );
    return answer?.message ?? '';
  } catch (error) {
    throw preferErrorMessage(error);
  }
}
