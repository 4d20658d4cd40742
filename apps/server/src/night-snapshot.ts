import type { NightPlan, ScheduleDay, SlotAvailability } from '@tevila/domain';
import type { ReservationRow } from './db/schema.ts';

/**
 * The reservations module's kept night, named beside the context whose caches hold it: a night's live
 * reservations as last read, and its availability once computed from them. Kept until the night, the
 * settings or its override change (docs/decisions/0007), or the first Pending hold on it runs out.
 */
export interface NightSnapshot {
  readonly day: ScheduleDay;
  readonly rows: readonly ReservationRow[];
  availability: SlotAvailability[] | null;
  plan: NightPlan | null;
}
