/** The audit log as other modules write it (docs/decisions/0031): only through this file. */
export { batchAudit, insertAuditEntries, insertAuditEntry } from './repo.ts';
