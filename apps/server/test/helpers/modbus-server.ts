import { createServer } from 'node:net';
import { ServerTCP } from 'modbus-serial';

export interface CoilWrite {
  coil: number;
  value: boolean;
  unitId: number;
}

export interface LocalRelay {
  /** "127.0.0.1:<port>", as the setting modbusRelayAddress holds it. */
  address: string;
  /** Every coil write the relay received, in order. */
  writes: CoilWrite[];
  /** Its discrete inputs (addresses from 0) that are on: what is wired to them says so. */
  inputs: Set<number>;
  close(): Promise<void>;
}

/** A port nothing listens on right now (the Modbus server cannot listen on port 0). */
export async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address();
      const port = typeof address === 'object' && address !== null ? address.port : 0;
      probe.close(() => resolve(port));
    });
  });
}

/** A Modbus TCP relay board on loopback (unit 1) that records the coils written to it. */
export async function startLocalRelay(): Promise<LocalRelay> {
  const port = await freePort();
  const writes: CoilWrite[] = [];
  const inputs = new Set<number>();
  const server = new ServerTCP(
    {
      setCoil: (coil: number, value: boolean, unitId: number) => {
        writes.push({ coil, value, unitId });
      },
      // A read changes nothing: each coil as last written.
      getCoil: (coil: number) => writes.findLast((w) => w.coil === coil)?.value ?? false,
      getDiscreteInput: (input: number) => inputs.has(input),
    },
    { host: '127.0.0.1', port, unitID: 1 },
  );
  await new Promise<void>((resolve, reject) => {
    server.once('initialized', () => resolve());
    server.once('serverError', (err: Error | null) => reject(err ?? new Error('the relay did not start')));
  });
  return {
    address: `127.0.0.1:${port}`,
    writes,
    inputs,
    close: () =>
      new Promise<void>((resolve) => {
        for (const socket of server.socks.keys()) socket.destroy();
        server.close(() => resolve());
      }),
  };
}
