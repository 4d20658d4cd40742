import { msg } from '../../i18n/messages.ts';
import { relayCoilOfDoor } from '@tevila/domain';
import ModbusRTU from 'modbus-serial';
import { within } from '../deadline.ts';
import { GateUnreachableError } from './port.ts';
import type { GatesPort } from './port.ts';

export const MODBUS_DEFAULT_PORT = 502;
const UNIT_ID = 1;

export interface ModbusGatesOptions {
  /** The setting modbusRelayAddress: host or [IPv6], optionally with :port. */
  address: string;
  /** How long the coil stays on: long enough for the gate's controller to see the pulse. */
  pulseMs?: number;
  /** Each step (connect, write) gives up after this long. */
  timeoutMs?: number;
}

/** "host", "host:port" or "[v6]:port" → host and port (502 when none is given). */
export function relayTarget(address: string): { host: string; port: number } {
  const m = /^(?:\[([^\]]+)\]|([^:]+))(?::(\d+))?$/.exec(address.trim());
  if (!m) throw new GateUnreachableError(msg('deviceFault.notRelayAddress', { address }));
  return { host: m[1] ?? m[2] ?? '', port: m[3] === undefined ? MODBUS_DEFAULT_PORT : Number(m[3]) };
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * One session with the relay: connects (Modbus TCP, unit 1), runs `work` with each step under the
 * deadline, and disconnects; anything that goes wrong on the way is GateUnreachableError.
 */
async function withRelay(
  address: string,
  timeoutMs: number,
  work: (client: ModbusRTU, step: <T>(p: Promise<T>) => Promise<T>) => Promise<void>,
): Promise<void> {
  const { host, port } = relayTarget(address);
  const client = new ModbusRTU();
  const step = <T>(p: Promise<T>) =>
    within(
      timeoutMs,
      p,
      () => new GateUnreachableError(msg('deviceFault.relayLate', { where: `${host}:${port}` })),
    );
  try {
    client.setTimeout(timeoutMs);
    await step(client.connectTCP(host, { port, timeout: timeoutMs }));
    client.setID(UNIT_ID);
    await work(client, step);
  } catch (err) {
    throw err instanceof GateUnreachableError
      ? err
      : new GateUnreachableError(msg('deviceFault.relaySilent', { where: `${host}:${port}` }), {
          cause: err,
        });
  } finally {
    // Also ends a connection attempt that is still hanging after its deadline.
    client.destroy(() => undefined);
  }
}

/**
 * The real adapter: for each opening, connects to the relay, writes the gate's coil on, waits the
 * pulse, writes it off and disconnects. A connection per opening: openings are rare and a long-lived
 * one would have to survive the relay's restarts.
 */
export function createModbusGates(options: ModbusGatesOptions): GatesPort {
  const pulseMs = options.pulseMs ?? 1000;
  const timeoutMs = options.timeoutMs ?? 3000;
  return {
    open: (door) =>
      withRelay(options.address, timeoutMs, async (client, step) => {
        const coil = relayCoilOfDoor(door);
        await step(client.writeCoil(coil, true));
        await sleep(pulseMs);
        // The gate is already opening; the off-write still gets its own deadline so the relay is
        // not left on when it answers slowly.
        await step(client.writeCoil(coil, false));
      }),
  };
}

/** The devices page's test of the relay: reads the gates' coils, switching nothing. */
export function probeModbusRelay(address: string, timeoutMs = 3000): Promise<void> {
  return withRelay(address, timeoutMs, async (client, step) => {
    await step(client.readCoils(0, 2));
  });
}
