import type { Config } from '../../config.ts';
import type { EmailPort } from './port.ts';

/** Where mail goes: an smtp:// or smtps:// URL (credentials in it), or the mail server settings. */
export type SmtpTarget = { url: string } | { host: string; port: number; user: string; password: string };

export interface SmtpEmailOptions {
  /** Read at every send: an administrator may enter the mail server while the server runs. null: none. */
  target: () => Promise<SmtpTarget | null>;
  /** Used while no mail server is configured. */
  fallback: EmailPort;
}

/** A failed send gives up after this long, so one stuck server does not hold a job worker. */
const TIMEOUT_MS = 20_000;

/** docs/design.md §7: SMTP through nodemailer, one connection per message (mail is rare here). */
export function createSmtpEmail(options: SmtpEmailOptions): EmailPort {
  return {
    async send(message) {
      const target = await options.target();
      if (target === null) return options.fallback.send(message);
      // Loaded on first use: most installations keep the outbox until a mail server is set.
      const { default: nodemailer } = await import('nodemailer');
      const timeouts = {
        connectionTimeout: TIMEOUT_MS,
        greetingTimeout: TIMEOUT_MS,
        socketTimeout: TIMEOUT_MS,
      };
      const transport =
        'url' in target
          ? nodemailer.createTransport(target.url, timeouts)
          : nodemailer.createTransport({
              host: target.host,
              port: target.port,
              // 465 is TLS from the first byte; other ports upgrade with STARTTLS when offered.
              secure: target.port === 465,
              ...(target.user !== '' ? { auth: { user: target.user, pass: target.password } } : {}),
              ...timeouts,
            });
      try {
        const info = await transport.sendMail({
          from: { name: message.from.name, address: message.from.address },
          to: message.to,
          ...(message.replyTo !== null ? { replyTo: message.replyTo } : {}),
          subject: message.subject,
          text: message.text,
          html: message.html,
          ...(message.attachments !== undefined && message.attachments.length > 0
            ? {
                attachments: message.attachments.map((a) => ({
                  filename: a.filename,
                  contentType: a.contentType,
                  content: a.content,
                })),
              }
            : {}),
          // Our own texts never need nodemailer to read files or URLs named in the message.
          disableFileAccess: true,
          disableUrlAccess: true,
        });
        return { providerMessageId: info.messageId };
      } finally {
        transport.close();
      }
    },
  };
}

/** "mail.example.org", "mail.example.org:2525", "[2001:db8::1]:25", "192.0.2.1" → host and port (587). */
export function parseSmtpHost(value: string): { host: string; port: number } | null {
  const v = value.trim();
  if (v === '') return null;
  const match = /^(?:\[([^\]]+)\]|([^:]+))(?::(\d{1,5}))?$/.exec(v);
  if (match === null) return { host: v, port: 587 };
  const host = match[1] ?? match[2] ?? v;
  const port = match[3] !== undefined ? Number(match[3]) : 587;
  return { host, port: port > 0 && port < 65536 ? port : 587 };
}

/** docs/design.md §1: SMTP_URL wins; else the mail server settings; null (the outbox) when neither is set. */
export function smtpTarget(
  config: Pick<Config, 'SMTP_URL'>,
  settings: { smtpHost: string; smtpUser: string; smtpPassword: string },
): SmtpTarget | null {
  if (config.SMTP_URL !== undefined && config.SMTP_URL !== '') return { url: config.SMTP_URL };
  const server = parseSmtpHost(settings.smtpHost);
  if (server === null) return null;
  return { ...server, user: settings.smtpUser, password: settings.smtpPassword };
}
