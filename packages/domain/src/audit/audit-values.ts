import { settingDefinition } from '../settings/catalogue.ts';
import { isRecord } from '../narrowing.ts';

/** How a secret setting's value is shown: set or not, never what it is (docs/design.md §5). */
export const AUDIT_SECRET_MASK = '********';

/**
 * An entry's before or after as the audit page shows it. A secret setting's change is written masked
 * already; it is masked again here, so that an entry written otherwise never shows its secret.
 */
export function shownAuditValue(entity: string, entityId: string | null, value: unknown): unknown {
  if (entity !== 'setting' || entityId === null) return value;
  if (settingDefinition(entityId)?.visibility !== 'secret') return value;
  if (typeof value === 'string') return value === '' ? '' : AUDIT_SECRET_MASK;
  if (!isRecord(value)) return value;
  const secret = value.value;
  return { ...value, value: typeof secret === 'string' && secret !== '' ? AUDIT_SECRET_MASK : secret };
}
