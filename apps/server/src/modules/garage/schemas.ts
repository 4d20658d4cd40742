import type { garageOpenBody } from '@tevila/contract';
import type { z } from 'zod';

/** The gate's request as its schema (the contract's, docs/decisions/0034) leaves it. */
export type GarageOpenBody = z.output<typeof garageOpenBody>;
