import { readSchemaMessage, renderDomainMessage } from '@tevila/domain';
import { describe, expect, it } from 'vitest';
import { z } from 'zod/mini';
import {
  attendantForm,
  attendantSchema,
  checkinBody,
  deskPaymentBody,
  nameForm,
  roomForm,
  roomSchema,
  sectionSchema,
  staffListItemSchema,
  staffReservationSchema,
} from '../src/index.ts';

/** The issues' sentences, as the page (or the server) writes them in `language`. */
function sentences(result: { error?: { issues: { message: string }[] } }, language: 'en' | 'he' = 'en') {
  return (result.error?.issues ?? []).map((issue) => {
    const message = readSchemaMessage(issue.message);
    return message ? renderDomainMessage(message, language) : issue.message;
  });
}

describe("the desk's requests, as both ends read them", () => {
  it('a desk payment: the method is Cash or Check, said in both languages', () => {
    const result = z.safeParse(deskPaymentBody, { reservationId: 'r-1', method: 'Card', amt: 10 });
    expect(sentences(result)).toEqual(['The payment method must be cash or check.']);
    expect(sentences(result, 'he')).toEqual(['אמצעי התשלום חייב להיות מזומן או המחאה.']);
  });

  it('a desk payment takes an amount as a number or as text, and no note', () => {
    expect(z.safeParse(deskPaymentBody, { reservationId: 'r', method: 'Cash', amt: '12.50' }).success).toBe(
      true,
    );
    const amount = z.safeParse(deskPaymentBody, { reservationId: 'r', method: 'Check', amt: true });
    expect(sentences(amount)).toEqual(['The amount must be an amount in dollars, like 25 or 25.50.']);
  });

  it('check-in takes no body, or the override', () => {
    expect(z.parse(checkinBody, undefined)).toBeUndefined();
    expect(z.parse(checkinBody, { override: true })).toEqual({ override: true });
  });
});

describe("the administration's forms: the services' own rules", () => {
  it("a section's or cubicle's name", () => {
    expect(sentences(z.safeParse(nameForm, { name: '  ' }))).toEqual(['name is required.']);
    expect(sentences(z.safeParse(nameForm, { name: 'East\nwing' }), 'he')).toEqual([
      'השדה name חייב להיות בשורה אחת.',
    ]);
    expect(z.safeParse(nameForm, { name: ' North ', active: true }).success).toBe(true);
  });

  it('a room: its number as on the door, and a section', () => {
    expect(sentences(z.safeParse(roomForm, { number: '12 A', type: 'bath' }))).toEqual([
      'number must be 1 to 10 letters, digits or dashes, like 12 or 12A.',
      'sectionId is required.',
    ]);
    expect(z.safeParse(roomForm, { number: '12A', type: 'bath', sectionId: 1 }).success).toBe(true);
  });

  it("an attendant's names", () => {
    expect(sentences(z.safeParse(attendantForm, { firstName: 'Dina', lastName: 'x'.repeat(51) }))).toEqual([
      'The last name must be at most 50 characters long.',
    ]);
  });
});

describe("the desk's answers", () => {
  const section = { id: 1, name: 'East', active: true, attendant: null };

  it('drop what the schema does not name (the server serialises through them)', () => {
    expect(z.parse(sectionSchema, { ...section, floor: 2 })).toEqual(section);
    const attendant = { id: 3, firstName: 'Rivka', lastName: 'Levi' };
    expect(z.parse(attendantSchema, { ...attendant, phone: '+1' })).toEqual(attendant);
  });

  it('refuse an answer missing a field the web reads', () => {
    const room = {
      id: 5,
      number: '5',
      type: 'bath',
      status: 'Available',
      reservation: null,
      dmxChannel: null,
    };
    expect(z.safeParse(roomSchema, room).success).toBe(false);
    expect(z.safeParse(roomSchema, { ...room, section }).success).toBe(true);
    expect(z.safeParse(staffListItemSchema, { id: 'r-1', reservationStatus: 'Reserved' }).success).toBe(
      false,
    );
  });

  it("the staff view is the list item and the details, in the JSON's order", () => {
    const keys = Object.keys(staffReservationSchema.shape);
    expect(keys.slice(0, Object.keys(staffListItemSchema.shape).length)).toEqual(
      Object.keys(staffListItemSchema.shape),
    );
    expect(keys.at(-1)).toBe('createdByIp');
  });
});
