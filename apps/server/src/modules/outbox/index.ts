/** The outbox as other modules use it (docs/decisions/0031): only through this file. */
export { composeEmail } from './email-compose.ts';
export type { ComposedEmail } from './email-compose.ts';
export { readableBody } from './email-envelope.ts';
export { listMessages } from './repo.ts';
export { facilitySender } from './sender.ts';
export { queueEmail, queueSms } from './service.ts';
