import { tourTypes as contractTourTypes } from '@tevila/contract';
import type { toursEndpoints } from '@tevila/contract/endpoints';
import type { z } from 'zod';
import type { tourTypes } from '../../db/schema.ts';

// The tours' requests and answers are the contract's (docs/decisions/0034, 0072).
export { tourListSchema } from '@tevila/contract';

// The contract spells the tour types as the database stores them.
const sameTourTypes: typeof tourTypes = contractTourTypes;
void sameTourTypes;

export type TourBody = z.output<typeof toursEndpoints.create.body>;
export type SignupBody = z.output<typeof toursEndpoints.signup.body>;
