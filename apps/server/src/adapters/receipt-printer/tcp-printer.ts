import { connect } from 'node:net';
import { PrinterUnreachableError } from './port.ts';
import type { ReceiptPrinterPort } from './port.ts';

/** Raw printing port of network receipt printers ("JetDirect"). */
export const PRINTER_DEFAULT_PORT = 9100;

/** "host", "host:port" or "[v6]:port" → host and port (9100 when none is given). */
export function printerTarget(address: string): { host: string; port: number } {
  const m = /^(?:\[([^\]]+)\]|([^:\s]+))(?::(\d{1,5}))?$/.exec(address.trim());
  if (!m) throw new PrinterUnreachableError(`not a printer address: ${address}`);
  const port = m[3] === undefined ? PRINTER_DEFAULT_PORT : Number(m[3]);
  if (port < 1 || port > 65535) throw new PrinterUnreachableError(`not a printer address: ${address}`);
  return { host: m[1] ?? m[2] ?? '', port };
}

/**
 * The real adapter: a connection per receipt, the bytes written, the connection ended. The whole
 * exchange must finish within `timeoutMs` (5 s): a printer that is off must not hold the desk.
 */
export function createTcpPrinter(options: { timeoutMs?: number } = {}): ReceiptPrinterPort {
  const timeoutMs = options.timeoutMs ?? 5000;
  return {
    send(address, bytes) {
      const { host, port } = printerTarget(address);
      return new Promise<void>((resolve, reject) => {
        const socket = connect({ host, port });
        let settled = false;
        const finish = (err?: unknown) => {
          if (settled) return;
          settled = true;
          clearTimeout(timer);
          socket.destroy();
          if (err === undefined) resolve();
          else
            reject(
              new PrinterUnreachableError(`the printer at ${host}:${port} did not answer`, { cause: err }),
            );
        };
        const timer = setTimeout(() => finish(new Error('timed out')), timeoutMs);
        socket.once('error', finish);
        socket.once('connect', () => {
          socket.end(bytes, () => finish());
        });
      });
    },
  };
}
