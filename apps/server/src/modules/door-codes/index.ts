/** The door-codes module as the rest of the server uses it (docs/decisions/0031): only through this file. */
export { DOOR_CODE_SWEEP_SECONDS, DOOR_LOCKS_DEVICE, syncDoorCodes } from './service.ts';
export type { DoorSweep } from './service.ts';
export { sweepDoorCodesOnChange } from './wake.ts';
export { listProgrammed as programmedDoorCodes } from './repo.ts';
