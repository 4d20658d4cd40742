import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppContext } from '../../context.ts';
import { isoDateQuery, messageSchema } from '../../http/schemas.ts';
import {
  ADMIN_MAX_SCHEDULE_DAYS,
  DEFAULT_SCHEDULE_DAYS,
  MAX_SCHEDULE_DAYS,
  getSchedule,
  getZmanim,
} from './service.ts';

const instant = z.string().describe('ISO 8601 with the facility offset, e.g. 2026-12-01T16:45:00-08:00');
const scheduleTypes = [
  'Weekday',
  'Friday',
  'ErevYomTov',
  'MotzeiShabbos',
  'MotzeiYomTov',
  'YomTov',
  'Closed',
] as const;

const scheduleDaySchema = z.object({
  date: z.string().describe('YYYY-MM-DD; the night that begins the Hebrew day after it'),
  dayOfWeek: z.number().int(),
  hebrewDay: z.number().int(),
  hebrewMonth: z.string(),
  hebrewYear: z.number().int(),
  hebrewNote: z.string().nullable(),
  closed: z.boolean(),
  shabbosMode: z.boolean(),
  scheduleType: z.enum(scheduleTypes),
  sunset: instant,
  zmanTevillah: instant,
  candleLighting: instant.nullable(),
  openTime: instant.nullable(),
  closeTime: instant.nullable(),
  lastBath: instant.nullable(),
  lastEntryTime: instant.nullable(),
  bookingCutoff: instant.nullable(),
});

const zmanimSchema = z.object({
  date: z.string(),
  zmanTevillah: instant,
  sunset: instant,
  candleLighting: instant,
});

export const scheduleRoutes: FastifyPluginAsyncZod<{ ctx: AppContext }> = async (app, { ctx }) => {
  app.get(
    '/settings/schedule',
    {
      schema: {
        tags: ['schedule'],
        summary: 'Opening hours, night by night',
        description: `Nights from \`from\` (default: today at the facility) for \`days\` nights (default ${DEFAULT_SCHEDULE_DAYS}, at most ${MAX_SCHEDULE_DAYS}; an administrator, signed in, may ask up to ${ADMIN_MAX_SCHEDULE_DAYS}), with administrators' overrides applied.`,
        querystring: z.object({
          from: isoDateQuery('from').optional(),
          // Checked by the service: the limit depends on who asks.
          days: z.string().max(40).optional(),
        }),
        response: { 200: z.array(scheduleDaySchema), 400: messageSchema, 401: messageSchema },
      },
    },
    async (request) => getSchedule(ctx, request.query, request.headers.authorization),
  );

  app.get(
    '/settings/zmanim',
    {
      schema: {
        tags: ['schedule'],
        summary: 'Zman tevillah, sunset and candle lighting of one night',
        querystring: z.object({ dt: isoDateQuery('dt').optional() }),
        response: { 200: zmanimSchema, 400: messageSchema },
      },
    },
    async (request) => getZmanim(ctx, request.query.dt),
  );
};
