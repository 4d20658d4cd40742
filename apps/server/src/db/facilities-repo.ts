import { asc } from 'drizzle-orm';
import type { Db } from './client.ts';
import { facilities } from './schema.ts';

/** A facility as the deployment knows it (the organisation's table: every facility's work reads it). */
export interface FacilityRow {
  id: string;
  name: string;
  /** Lowercase, without a port; null for the one facility of a deployment that has not named its host. */
  host: string | null;
}

export function listFacilities(db: Db): Promise<FacilityRow[]> {
  return db
    .select({ id: facilities.id, name: facilities.name, host: facilities.host })
    .from(facilities)
    .orderBy(asc(facilities.id));
}

export async function insertFacility(db: Db, row: FacilityRow): Promise<void> {
  await db.insert(facilities).values(row);
}
