import { z } from 'zod/mini';

/** An instant as the API writes it: ISO 8601 with the facility's offset (docs/design.md §4). */
export const instant = z
  .string()
  .check(z.describe('ISO 8601 with the facility offset, e.g. 2026-12-01T16:45:00-08:00'));

/** Money as the API carries it: dollars (docs/design.md §4). */
export const money = z.number().check(z.describe('Dollars, 2 decimals'));

/** A whole number (zod's int: a safe integer). */
export const whole = () => z.number().check(z.int());

/** The same schema with its OpenAPI description. */
export const described = <T extends z.ZodMiniType>(schema: T, description: string): T =>
  schema.check(z.describe(description));
