import { msg } from '../../i18n/messages.ts';
import { DeviceError } from '../device-error.ts';
import ModbusRTU from 'modbus-serial';
import { within } from '../deadline.ts';
import { relayTarget } from '../garage-gates/modbus.ts';

/** The relay did not answer the compressor's read or write. */
export class CompressorRelayError extends DeviceError {
  override readonly name = 'CompressorRelayError';
}

/** The compressor's side of the relay: its pressure switch's input, and its coil. */
export interface CompressorRelay {
  /** Whether the input (a Modbus address, from 0) is on: the pressure switch asks for air. */
  demand(input: number): Promise<boolean>;
  /** Switches the coil (a Modbus address, from 0) on or off. */
  run(coil: number, on: boolean): Promise<void>;
  close(): void;
}

const UNIT_ID = 1;

/**
 * One connection to the relay (Modbus TCP, unit 1), kept while it works: the compressor's input is
 * read every second. Anything that fails drops the connection; the next call opens a new one.
 */
export function connectCompressorRelay(address: string, timeoutMs = 3000): CompressorRelay {
  const { host, port } = relayTarget(address);
  let client: ModbusRTU | undefined;

  const drop = () => {
    client?.destroy(() => undefined);
    client = undefined;
  };
  async function session<T>(work: (c: ModbusRTU) => Promise<T>): Promise<T> {
    const where = `${host}:${port}`;
    const late = () => new CompressorRelayError(msg('deviceFault.relayLate', { where }));
    try {
      if (client === undefined) {
        const fresh = new ModbusRTU();
        fresh.setTimeout(timeoutMs);
        client = fresh;
        await within(timeoutMs, fresh.connectTCP(host, { port, timeout: timeoutMs }), late);
        fresh.setID(UNIT_ID);
      }
      return await within(timeoutMs, work(client), late);
    } catch (err) {
      drop();
      throw err instanceof CompressorRelayError
        ? err
        : new CompressorRelayError(msg('deviceFault.relaySilent', { where }), { cause: err });
    }
  }

  return {
    demand: (input) => session(async (c) => (await c.readDiscreteInputs(input, 1)).data[0] === true),
    run: (coil, on) =>
      session(async (c) => {
        await c.writeCoil(coil, on);
      }),
    close: drop,
  };
}
