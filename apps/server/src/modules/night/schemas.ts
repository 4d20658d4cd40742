import { described } from '@tevila/contract';
import { z } from 'zod';
import { msg, schemaText } from '../../i18n/messages.ts';
import { attendantRefSchema, roomRefSchema } from '../building/index.ts';
import { instant, money, priceSchema, reservationFlagsShape } from '../reservations/index.ts';
import { deskPaymentMethods } from './desk-payment-service.ts';

export const staffListItemSchema = z.object({
  id: z.string(),
  reservationId: z.number().int().describe('The number people read'),
  reservationCode: z.string(),
  reservationStatus: z.string(),
  reservationDate: z.string(),
  reservationTime: instant,
  roomType: z.enum(['bath', 'shower', 'wheelchair']),
  ...reservationFlagsShape,
  balance: money,
  paid: z.boolean(),
  notes: z.string().nullable(),
  reservationNotes: z.string().nullable(),
  userNotes: z.string().nullable(),
  waitingCode: z.string().nullable(),
  cubicle: z.object({ id: z.number().int(), name: z.string() }).nullable(),
  room: roomRefSchema.nullable(),
  timeArrived: z.nullable(instant),
  timeCompleted: z.nullable(instant),
  expectedEndTime: instant,
  firstTime: z.boolean(),
  user: z.object({
    id: z.string(),
    userName: z.string(),
    phoneNumber: z.string(),
    notes: z.string().nullable(),
    internalNote: z.string().nullable(),
    testUser: z.boolean(),
    hasExtraTime: z.boolean(),
  }),
  excludedAttendants: z.array(attendantRefSchema),
});

export const supplySchema = z.object({
  id: z.number().int(),
  roomId: z.number().int(),
  item: z.string(),
  status: z.enum(['open', 'complete', 'canceled']),
  dateRequested: instant,
  dateCompleted: z.nullable(instant),
  dateCanceled: z.nullable(instant),
});

export const staffReservationSchema = staffListItemSchema.extend({
  reservationCreated: instant,
  advanceReservation: z.boolean(),
  salonPedicure: z.literal(false),
  roomId: z.number().int().nullable(),
  price: priceSchema,
  amountPaid: money,
  statusHistory: z.array(
    z.object({
      previousReservationStatus: z.string().nullable(),
      newReservationStatus: z.string(),
      previousStatusChange: z.nullable(instant),
      dateCreated: instant,
      statusLastUpdatedByUser: z.string().nullable().describe('The user\'s phone (+…) or "system"'),
      statusLastUpdatedByIp: z.string().nullable(),
    }),
  ),
  roomAssignedHistory: z.array(
    z.object({
      roomId: z.number().int(),
      roomNumber: z.string(),
      dateCreated: instant,
      dateReleased: z.nullable(instant),
    }),
  ),
  payments: z.array(
    z.object({
      dateCreated: instant,
      method: z.string(),
      status: z.string(),
      reference: z.string().nullable(),
      amount: described(money, 'Payments, donations and tips positive; refunds negative'),
      note: z.string().nullable(),
      transactionID: z.string().nullable(),
    }),
  ),
  supplies: z.array(supplySchema),
  accessGrantedLogs: z.array(
    z.object({ door: z.string(), timestamp: instant, firstName: z.string(), lastName: z.string() }),
  ),
  createdByUser: z.string().nullable(),
  createdByIp: z.string().nullable(),
});

export const dayQuery = z.object({ dt: z.string({ error: schemaText(msg('night.dtRequired')) }).max(40) });
export const idParams = z.object({ id: z.string().max(100) });
export const supplyParams = z.object({ id: z.string().max(100), supplyId: z.string().max(100) });

export const statusBody = z.object({
  status: z
    .string({ error: schemaText(msg('field.required', { field: 'status' })) })
    .max(40, { error: schemaText(msg('night.notAStatus')) }),
});

export const supplyBody = z.object({
  item: z
    .string({ error: schemaText(msg('field.required', { field: 'item' })) })
    .max(500, { error: schemaText(msg('field.atMostChars', { field: 'item', max: 100 })) }),
});

export const closeSupplyBody = z.object({
  status: z.enum(['complete', 'canceled'], { error: schemaText(msg('night.supplyStatusChoice')) }),
});

export const deskPaymentBody = z.object({
  reservationId: z.string({ error: schemaText(msg('field.required', { field: 'reservationId' })) }).max(100),
  method: z.enum(deskPaymentMethods, { error: schemaText(msg('night.methodChoice')) }),
  amt: z.union([z.number(), z.string().max(40)], {
    error: schemaText(msg('money.format', { field: 'amt' })),
  }),
  note: z
    .string({ error: schemaText(msg('field.mustBeText', { field: 'note' })) })
    .max(1000)
    .nullable()
    .optional(),
});
