import { type ServerModule, sweep } from '../../server-module.ts';
import { jobNames } from '../../jobs/queue.ts';
import { DOOR_CODE_SWEEP_SECONDS, syncDoorCodes } from './service.ts';
import { sweepDoorCodesOnChange } from './wake.ts';

/** What the door-codes module plugs into the app (docs/decisions/0073): not in index.ts, which other modules import. */
export const doorCodesModule: ServerModule = {
  name: 'door-codes',
  sweeps: [sweep(jobNames.syncDoorCodes, DOOR_CODE_SWEEP_SECONDS, (ctx) => syncDoorCodes(ctx))],
  start: (ctx) => sweepDoorCodesOnChange(ctx),
};
