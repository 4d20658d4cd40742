import { randomUUID } from 'node:crypto';
import type { AdapterLogger } from '../sms/port.ts';
import type { EmailPort } from './port.ts';

/**
 * The built-in default: nothing leaves the server. The message row stays in outbound_messages (shown by
 * GET /api/dev/messages); the log names the recipient and subject, never the body.
 */
export function createOutboxEmail(log: AdapterLogger): EmailPort {
  return {
    async send(message) {
      const providerMessageId = `outbox-${randomUUID()}`;
      const attachments = (message.attachments ?? []).map((a) => a.filename);
      log.info(
        {
          to: message.to,
          subject: message.subject,
          providerMessageId,
          ...(attachments.length > 0 ? { attachments } : {}),
        },
        'Email kept in the outbox (no SMTP_URL or mail server setting); not sent',
      );
      return { providerMessageId };
    },
  };
}
