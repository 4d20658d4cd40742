/** The reminders module as other modules use it (docs/decisions/0031): only through this file. */
export { visitCalendar } from './calendar.ts';
export { findRecipients, findReplacementId } from './repo.ts';
export { queueCancellationNotice, queueConfirmationIfDue, queueConfirmations } from './service.ts';
export { sendDueReminders } from './sweep.ts';
export { reservationLink } from './messages.ts';
