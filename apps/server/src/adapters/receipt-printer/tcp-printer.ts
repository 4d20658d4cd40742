import { msg } from '../../i18n/messages.ts';
import { connect } from 'node:net';
import { PrinterUnreachableError } from './port.ts';
import type { ReceiptPrinterPort } from './port.ts';

/** Raw printing port of network receipt printers ("JetDirect"). */
export const PRINTER_DEFAULT_PORT = 9100;

/** "host", "host:port" or "[v6]:port" → host and port (9100 when none is given). */
export function printerTarget(address: string): { host: string; port: number } {
  const m = /^(?:\[([^\]]+)\]|([^:\s]+))(?::(\d{1,5}))?$/.exec(address.trim());
  if (!m) throw new PrinterUnreachableError(msg('deviceFault.notPrinterAddress', { address }));
  const port = m[3] === undefined ? PRINTER_DEFAULT_PORT : Number(m[3]);
  if (port < 1 || port > 65535)
    throw new PrinterUnreachableError(msg('deviceFault.notPrinterAddress', { address }));
  return { host: m[1] ?? m[2] ?? '', port };
}

/** DLE EOT 1: "transmit printer status", answered at once, even while the printer is busy. */
export const STATUS_REQUEST = Uint8Array.from([0x10, 0x04, 0x01]);

/** The one-byte answer to DLE EOT 1: bits 1 and 4 set, bits 0 and 7 clear (ESC/POS). */
export function isPrinterStatus(answer: Uint8Array): boolean {
  const status = answer[0];
  return answer.length === 1 && status !== undefined && (status & 0x93) === 0x12;
}

/**
 * The real adapter: a connection per receipt, its status asked, the bytes written, the connection ended. The whole
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
              new PrinterUnreachableError(msg('deviceFault.printerSilent', { where: `${host}:${port}` }), {
                cause: err,
              }),
            );
        };
        const timer = setTimeout(() => finish(new Error('timed out')), timeoutMs);
        socket.once('error', finish);
        socket.once('close', () => finish(new Error('closed before it answered')));
        // A port that takes bytes is not yet a printer (any TCP service does): ask its status first,
        // and send the receipt only to something that answers as an ESC/POS printer does.
        socket.once('connect', () => socket.write(STATUS_REQUEST));
        socket.once('data', (answer: Buffer) => {
          if (!isPrinterStatus(answer)) finish(new Error('answered as something other than a printer'));
          else socket.end(bytes, () => finish());
        });
      });
    },
  };
}
