import type { garageOpenBody } from '@tevila/contract';
import { z } from 'zod';

// The gate's request and answer are the web's too: they live in the contract (docs/decisions/0034).
export { garageOpenBody, gateOpeningAnswer } from '@tevila/contract';

export type GarageOpenBody = z.output<typeof garageOpenBody>;

export const reservationIdParams = z.object({ id: z.string().max(100) });
