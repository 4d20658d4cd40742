import type { Db } from '../../db/client.ts';

/**
 * What a role change sets off in the modules built on this one, wired in app.ts and the CLI
 * (docs/decisions/0031): sessions imports users, so users reaches it only through these.
 */
export interface RoleEvents {
  /**
   * In the grant's transaction, when she was just given a role that needs the second factor while it
   * is required (decision 0045): her sessions that did not pass it end (modules/sessions).
   */
  staffRoleGranted(tx: Db, userId: string, at: Date): Promise<void>;
}
