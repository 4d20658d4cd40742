/** Who is calling, as the access token and the session row say (http/auth.ts). */
export interface Principal {
  userId: string;
  roles: string[];
  sessionId: string;
  /** Her account's language (users.language): answers to a request that names none are in it. */
  language: 'en' | 'he';
}

/**
 * How the frame learns who is calling, given it by the sessions module through the context (app.ts): a
 * valid access token of an open session, or a stream's ticket; else the 401 of docs/design.md §5.
 */
export interface SessionCheck {
  authenticate(authorization: string | undefined): Promise<Principal>;
  authenticateTicket(ticket: string, stream: string): Promise<Principal>;
}
