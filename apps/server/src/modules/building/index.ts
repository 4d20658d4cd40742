/** The building as other modules use it (docs/decisions/0031): only through this file. */
export { findRoom, findRoomForUpdate } from './repo.ts';
export type { CubicleRow, RoomRow } from './repo.ts';
export { insertCubicle, insertRoom, insertSection } from './repo.ts';
