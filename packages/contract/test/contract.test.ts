import { readSchemaMessage, renderDomainMessage } from '@tevila/domain';
import { describe, expect, it } from 'vitest';
import { z } from 'zod/mini';
import { newReservationBody, reservationSchema, slotListSchema } from '../src/index.ts';

const booking = { reservationDate: '2030-12-03', reservationTime: '2030-12-03T18:00:00-08:00' };

describe('the booking request, as both ends read it', () => {
  it('leaves out flags as false and reads an empty id as none', () => {
    const body = z.parse(newReservationBody, { ...booking, replacingReservationId: '', bath: true });
    expect(body).toMatchObject({ bath: true, parking: false, paymentFollows: false });
    expect(body.replacingReservationId).toBeNull();
  });

  it("says what is wrong in the domain's catalogue, in the reader's language", () => {
    const result = z.safeParse(newReservationBody, {
      ...booking,
      reservationDate: '2030-02-30',
      bath: 'yes',
    });
    const messages = (result.error?.issues ?? []).map((issue) => readSchemaMessage(issue.message));
    expect(messages.map((m) => m && renderDomainMessage(m, 'en'))).toEqual([
      'The date must be a date as YYYY-MM-DD.',
      'bath must be true or false.',
    ]);
    expect(renderDomainMessage(messages[1]!, 'he')).toBe('השדה bath חייב להיות true או false.');
  });
});

describe('the answers', () => {
  it('drop what the schema does not name (the server serialises through them)', () => {
    const slot = { timeSlot: 'x', availableReservations: [], extra: 1 };
    expect(z.parse(slotListSchema, [slot])).toEqual([{ timeSlot: 'x', availableReservations: [] }]);
  });

  it('refuse a reservation missing a field the web reads', () => {
    expect(z.safeParse(reservationSchema, { id: 'r1' }).success).toBe(false);
  });
});
