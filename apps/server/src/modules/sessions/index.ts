/** The sessions module as other modules use it (docs/decisions/0031): only through this file. */
export { insertDeviceCredential } from './repo.ts';
export { removeSecondFactors } from './second-factor-repo.ts';
export { authenticate, openSession, sessionCheck, sessionOfToken, sessionRoleEvents } from './service.ts';
export { signStreamTicket, STREAM_TICKET_SECONDS } from './stream-ticket.ts';
