import { localInstant, retentionCutoff } from '@tevila/domain';
import type { AppContext } from '../../context.ts';
import { insertAuditEntry } from '../audit/index.ts';
import { forgetVisitsBefore } from '../reservations/index.ts';
import { loadSettings } from '../settings/index.ts';
import {
  deleteMessagesBefore,
  deletePlateSubmissionsBefore,
  deleteSessionsEndedBefore,
  deleteWaitlistBefore,
  forgetAuditDetailsBefore,
  forgetDoorOpenersBefore,
  forgetPayersBefore,
  forgetTourVisitorsBefore,
  retainedVisitsUserId,
} from './retention-repo.ts';

type Ctx = Pick<AppContext, 'db' | 'clock' | 'caches'>;

/** How often the retention sweep looks whether anything passed the cutoff (pg-boss's whole minutes). */
export const RETENTION_SWEEP_SECONDS = 30 * 60;

/** Visits changed per transaction: a first sweep over years of nights never holds a lock for long. */
const VISITS_PER_BATCH = 500;

/** What one sweep changed, by kind; all zero when nothing was older than the cutoff. */
export interface RetentionOutcome {
  /** The first night kept whole. */
  keptFrom: string;
  visits: number;
  payments: number;
  doorOpenings: number;
  plateSubmissions: number;
  messages: number;
  sessions: number;
  waitlist: number;
  tourVisitors: number;
  auditEntries: number;
}

/**
 * The retention sweep (setting retentionMonths): once the night is over, everything before the first
 * night kept loses its personal links; the money, the counts and the audit's who-did-what stay.
 * Answers what changed, or null when nothing was due. Audited when it changed anything.
 */
export async function stripOldVisits(ctx: Ctx): Promise<RetentionOutcome | null> {
  const settings = await loadSettings(ctx);
  const keptFrom = retentionCutoff(ctx.clock.now(), settings);
  if (keptFrom === null) return null;
  const before = new Date(localInstant(keptFrom, 0, settings.timeZone));
  const at = ctx.clock.now();

  const retainedUserId = await retainedVisitsUserId(ctx.db, at);
  const visits = await forgetVisitsBefore(ctx, keptFrom, retainedUserId, VISITS_PER_BATCH);
  return ctx.caches.feed.transaction(ctx.db, async (tx) => {
    const plateIds = await deletePlateSubmissionsBefore(tx, before);
    const outcome: RetentionOutcome = {
      keptFrom,
      visits,
      payments: await forgetPayersBefore(tx, before),
      doorOpenings: await forgetDoorOpenersBefore(tx, before),
      plateSubmissions: plateIds.length,
      messages: await deleteMessagesBefore(tx, before),
      sessions: await deleteSessionsEndedBefore(tx, before),
      waitlist: await deleteWaitlistBefore(tx, keptFrom),
      tourVisitors: await forgetTourVisitorsBefore(tx, before),
      auditEntries: await forgetAuditDetailsBefore(tx, before),
    };
    const { keptFrom: _, ...counts } = outcome;
    if (Object.values(counts).some((n) => n > 0))
      await insertAuditEntry(
        tx,
        { userId: 'system', ip: null },
        {
          at,
          action: 'privacy.retention',
          entity: 'retention',
          entityId: keptFrom,
          before: null,
          after: outcome,
        },
      );
    return outcome;
  });
}
