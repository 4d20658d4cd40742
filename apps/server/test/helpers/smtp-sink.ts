import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';
import { parseMail } from './mime.ts';
import type { ParsedMail } from './mime.ts';

export interface ReceivedMail extends ParsedMail {
  envelopeFrom: string;
  envelopeTo: string[];
  /** The login used, if any. */
  user: string | null;
}

export interface SmtpSink {
  /** smtp://127.0.0.1:<port> (with user:password@ when the sink asks for a login). */
  url: string;
  port: number;
  received: ReceivedMail[];
  /** The next `times` messages are answered with this reply code instead of being accepted. */
  failNext(code: number, times?: number): void;
  /** Messages refused so far. */
  refused: number;
  close(): Promise<void>;
}

/**
 * A real SMTP server (the smtp-server package) on a free local port, keeping what it is sent. Without
 * STARTTLS (no certificate here); with `auth`, plain-text login is accepted over the local connection.
 */
export async function startSmtpSink(
  options: { auth?: { user: string; password: string } } = {},
): Promise<SmtpSink> {
  const failures: number[] = [];
  const sink: Omit<SmtpSink, 'url' | 'port'> = {
    received: [],
    refused: 0,
    failNext(code, times = 1) {
      for (let i = 0; i < times; i++) failures.push(code);
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
  const server = new SMTPServer({
    disabledCommands: options.auth === undefined ? ['STARTTLS', 'AUTH'] : ['STARTTLS'],
    authOptional: options.auth === undefined,
    allowInsecureAuth: true,
    logger: false,
    onAuth(auth, _session, callback) {
      if (auth.username === options.auth?.user && auth.password === options.auth?.password)
        callback(null, { user: auth.username });
      else callback(new Error('Invalid username or password'));
    },
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (c: Buffer) => chunks.push(c));
      stream.on('end', () => {
        const code = failures.shift();
        if (code !== undefined) {
          sink.refused += 1;
          const err = Object.assign(new Error(`Refused for the test (${code})`), { responseCode: code });
          callback(err);
          return;
        }
        sink.received.push({
          ...parseMail(Buffer.concat(chunks).toString('utf8')),
          envelopeFrom: session.envelope.mailFrom === false ? '' : session.envelope.mailFrom.address,
          envelopeTo: session.envelope.rcptTo.map((r) => r.address),
          user: typeof session.user === 'string' ? session.user : null,
        });
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const port = (server.server.address() as AddressInfo).port;
  const login =
    options.auth !== undefined
      ? `${encodeURIComponent(options.auth.user)}:${encodeURIComponent(options.auth.password)}@`
      : '';
  return Object.assign(sink, { url: `smtp://${login}127.0.0.1:${port}`, port });
}
