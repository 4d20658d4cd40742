/** The attendants as other modules use them (docs/decisions/0031): only through this file. */
export { findAttendant } from './repo.ts';
export { attendantSchema } from './schemas.ts';
export { attendantIdOf } from './service.ts';
export type { AttendantView } from './view.ts';
