import { type ServerModule, sweep } from '../../server-module.ts';
import { jobNames } from '../../jobs/queue.ts';
import { REMINDER_SWEEP_SECONDS, sendDueReminders } from './sweep.ts';

/** What the reminders module plugs into the app (docs/decisions/0073): not in index.ts, which other modules import. */
export const remindersModule: ServerModule = {
  name: 'reminders',
  // The claim row of each message keeps it from going twice.
  sweeps: [sweep(jobNames.sendReminders, REMINDER_SWEEP_SECONDS, (ctx) => sendDueReminders(ctx))],
};
