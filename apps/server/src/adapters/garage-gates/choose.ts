import { createModbusGates } from './modbus.ts';
import type { GatesLogger, GatesPort } from './port.ts';
import { createSimulatedGates } from './simulated.ts';

export interface GatesChoice {
  /** Read at every opening: an administrator may set or change the relay address at any time. */
  relayAddress: () => Promise<string>;
  log: GatesLogger;
  /** Tests shorten the pulse. */
  pulseMs?: number;
  timeoutMs?: number;
}

/** docs/design.md §7: the setting modbusRelayAddress picks the adapter; empty means the simulated relay. */
export function chooseGates(choice: GatesChoice): GatesPort {
  const simulated = createSimulatedGates(choice.log);
  return {
    async open(door) {
      const address = (await choice.relayAddress()).trim();
      if (address === '') return simulated.open(door);
      return createModbusGates({
        address,
        ...(choice.pulseMs !== undefined ? { pulseMs: choice.pulseMs } : {}),
        ...(choice.timeoutMs !== undefined ? { timeoutMs: choice.timeoutMs } : {}),
      }).open(door);
    },
  };
}
