import { randomUUID } from 'node:crypto';
import type { AdapterLogger, SmsPort } from './port.ts';

/**
 * The built-in default: nothing leaves the server. The message row stays in outbound_messages (shown by
 * GET /api/dev/messages); the log says it was kept, without the text, which may hold a sign-in code.
 */
export function createOutboxSms(log: AdapterLogger): SmsPort {
  return {
    async send(to) {
      const providerMessageId = `outbox-${randomUUID()}`;
      log.info({ to, providerMessageId }, 'SMS kept in the outbox (SMS_PROVIDER=outbox); not sent');
      return { providerMessageId };
    },
  };
}
