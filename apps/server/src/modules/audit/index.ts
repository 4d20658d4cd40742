/** The audit log as other modules write and read it (docs/decisions/0031): only through this file. */
export {
  batchAudit,
  countAuditEntries,
  findAuditActors,
  findUserIdsByPhoneEnding,
  insertAuditEntries,
  insertAuditEntry,
  listAuditBatch,
  listAuditPage,
} from './repo.ts';
export type { AuditCursor, AuditFilter, AuditRow } from './repo.ts';
