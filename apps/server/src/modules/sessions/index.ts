/** The sessions module as other modules use it (docs/decisions/0031): only through this file. */
export { insertDeviceCredential } from './repo.ts';
export { removeSecondFactors } from './second-factor-repo.ts';
export { codeDigest, hashPassword, randomCode, randomSecret, sameDigest, sha256 } from './secrets.ts';
export {
  authenticate,
  authenticateTicket,
  openSession,
  sessionOfToken,
  sessionRoleEvents,
} from './service.ts';
export { bearerToken, claimsOf } from './access-token.ts';
export type { WebauthnSite } from './second-factor-steps.ts';
export { signStreamTicket, STREAM_TICKET_SECONDS } from './stream-ticket.ts';
