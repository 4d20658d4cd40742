import {
  attendantSchema,
  cubicleSchema,
  roomSchema,
  sectionSchema,
  type Attendant,
  type StaffCubicle,
  type StaffRoom,
  type StaffSection,
} from '@tevila/contract';
import { z } from 'zod/mini';

/*
 * The building as the server writes it (rooms, sections, cubicles, attendants), each fixture parsed by
 * the contract's schema (docs/decisions/0034): one that drifts from the API's shape fails its test.
 */

export const section = (overrides: Partial<StaffSection> = {}): StaffSection =>
  z.parse(sectionSchema, { id: 1, name: 'East', active: true, attendant: null, ...overrides });

export const attendant = (overrides: Partial<Attendant> = {}): Attendant =>
  z.parse(attendantSchema, { id: 3, firstName: 'Rivka', lastName: 'Levi', ...overrides });

/** A room of `of` (a section), empty unless told otherwise. */
export const room = (overrides: Partial<StaffRoom> = {}, of: StaffSection = section()): StaffRoom =>
  z.parse(roomSchema, {
    id: 5,
    number: '5',
    type: 'bath',
    status: 'Available',
    section: { id: of.id, name: of.name, attendant: of.attendant },
    reservation: null,
    dmxChannel: null,
    ...overrides,
  });

export const cubicle = (overrides: Partial<StaffCubicle> = {}): StaffCubicle =>
  z.parse(cubicleSchema, { id: 5, name: 'C1', active: true, reservationId: null, ...overrides });
