import { once } from 'node:events';
import { createServer } from 'node:net';
import type { AddressInfo, Server } from 'node:net';

export const STATUS_REQUEST = Buffer.from([0x10, 0x04, 0x01]);

/**
 * A printer on loopback that answers a status request as an ESC/POS printer does (online, no error)
 * and keeps what each connection sent after it.
 */
export async function fakePrinter(): Promise<{ server: Server; port: number; received: Promise<Buffer>[] }> {
  const received: Promise<Buffer>[] = [];
  const server = createServer((socket) => {
    let chunks = Buffer.alloc(0);
    socket.on('data', (c: Buffer) => {
      chunks = Buffer.concat([chunks, c]);
      if (chunks.subarray(0, 3).equals(STATUS_REQUEST)) {
        chunks = chunks.subarray(3);
        socket.write(Buffer.from([0x12]));
      }
    });
    received.push(once(socket, 'end').then(() => chunks));
    socket.on('end', () => socket.end());
  });
  server.listen(0, '127.0.0.1');
  await once(server, 'listening');
  return { server, port: (server.address() as AddressInfo).port, received };
}
