import type { Route } from '../route.ts';

/** Rooms, sections and cubicles. */
export const buildingApi = {
  /** GET ?dt= (desk) → Room[] of that night (default: the facility's tonight). */
  rooms: { method: 'GET', path: '/api/api/rooms' },
  /** POST { number, type, sectionId, dmxChannel } (Admin) → { success, errorMessage, result: Room }. */
  addRoom: { method: 'POST', path: '/api/api/rooms' },
  /** PUT { number, type, sectionId, dmxChannel } (Admin): only the fields given change. */
  room: { method: 'PUT', path: '/api/api/rooms/:id' },
  /** GET ?dt= (desk) → [{ id, name, active, attendant }] for that night. */
  sections: { method: 'GET', path: '/api/api/sections' },
  /** POST { name } (Admin) → { success, errorMessage, result: Section }. */
  addSection: { method: 'POST', path: '/api/api/sections' },
  /** PUT { name, active } (Admin). */
  section: { method: 'PUT', path: '/api/api/sections/:id' },
  /** PUT ?dt= { attendantId } (desk): who works the section that night. */
  sectionAttendant: { method: 'PUT', path: '/api/api/sections/:id/attendant' },
  /** GET (desk) → [{ id, name, active, reservationId }]. */
  cubicles: { method: 'GET', path: '/api/api/cubicles' },
  /** POST { name } (Admin) → { success, errorMessage, result: Cubicle }. */
  addCubicle: { method: 'POST', path: '/api/api/cubicles' },
  /** PUT { name, active } (Admin). */
  cubicle: { method: 'PUT', path: '/api/api/cubicles/:id' },
} as const satisfies Record<string, Route>;
