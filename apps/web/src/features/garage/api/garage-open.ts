import { http, preferErrorMessage } from '../../../api/http';
import { paths } from '../../../api/paths';

/** Where she is and which gate: site 1 or 2, option 1 the entrance or 2 the inner gate. */
export interface GateRequest {
  lat: number;
  lng: number;
  site: 1 | 2;
  option: 1 | 2;
}

/** The answer of an opening: the update shape plus the spec's message (docs/product/booking.md §7). */
interface GateOpening {
  message?: string;
}

/** POST garage/open → the server's message ("The gate is opening."). */
export async function openGarageGate(request: GateRequest): Promise<string> {
  try {
    const answer = await http.post<GateOpening | undefined>(paths.garageOpen(), request);
    return answer?.message ?? '';
  } catch (error) {
    throw preferErrorMessage(error);
  }
}
