import { type ServerModule, job } from '../../server-module.ts';
import { jobNames } from '../../jobs/queue.ts';
import { deliverMessage } from './service.ts';

/** What the outbox module plugs into the app (docs/decisions/0073): not in index.ts, which other modules import. */
export const outboxModule: ServerModule = {
  name: 'outbox',
  jobs: [job(jobNames.deliverMessage, (ctx, data) => deliverMessage(ctx, data.messageId))],
};
