import type { GatesLogger, GatesPort } from './port.ts';

/** The built-in default (no relay address set): the opening is logged and nothing else happens. */
export function createSimulatedGates(log: GatesLogger): GatesPort {
  return {
    async open(door) {
      log.info({ door }, 'garage gate opened (simulated relay; modbusRelayAddress is empty)');
    },
  };
}
