/** The hallway's call lights as the rest of the server uses them: only through this file. */
export { CALL_LIGHTS_UNIVERSE, DMX_NODE_DEVICE, startCallLights } from './service.ts';
export type { CallLights } from './service.ts';
export { firstLitRoom, readyStatuses } from './repo.ts';
