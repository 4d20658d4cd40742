import { hasAnyRole, staffRoles } from '@tevila/domain';
import type { Db } from '../../db/client.ts';
import { insertAuditEntry } from '../audit/index.ts';

/**
 * A staff member's sign-in without a second step (the setting staffSecondFactor off), audited like
 * one with it (`account.signin.second_factor`, second-factor-service.ts): who, from where, and how.
 * A patron's sign-in is not audited. No secret enters the entry.
 */
export async function auditStaffSignIn(
  tx: Db,
  signIn: { at: Date; userId: string; roles: readonly string[]; ip: string; by: 'phone' | 'password' },
): Promise<void> {
  if (!hasAnyRole(signIn.roles, staffRoles)) return;
  await insertAuditEntry(tx, signIn, {
    at: signIn.at,
    action: 'account.signin',
    entity: 'user',
    entityId: signIn.userId,
    before: null,
    after: { by: signIn.by },
  });
}
