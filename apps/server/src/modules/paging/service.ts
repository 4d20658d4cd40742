import { announcementFor } from '@tevila/domain';
import type { CallKind, FacilitySettings } from '@tevila/domain';
import { createAlgoPaging } from '../../adapters/paging/algo.ts';
import { PagingError } from '../../adapters/paging/port.ts';
import { msg } from '../../i18n/messages.ts';
import type { PagingPort } from '../../adapters/paging/port.ts';
import type { AppContext } from '../../context.ts';
import type { Db } from '../../db/client.ts';
import { jobNames } from '../../jobs/queue.ts';
import type { JobPayloads } from '../../jobs/queue.ts';
import { recordDeviceAnswered, recordDeviceFailed } from '../device-health/index.ts';
import { loadSettings } from '../settings/index.ts';
import { callStillOpen } from './repo.ts';

export const PAGING_DEVICE = 'paging';
/** A call older than this is not announced any more: the desk has seen it on the board by then. */
const STALE_MS = 2 * 60_000;

/** The paging system the settings point at; null when the facility has none. */
export function choosePaging(s: FacilitySettings, timeoutMs = 5000): PagingPort | null {
  const host = s.pagingAddress.trim();
  if (host === '') return null;
  return createAlgoPaging({
    host,
    port: s.pagingPort,
    user: s.pagingUser,
    password: s.pagingPassword,
    timeoutMs,
  });
}

/**
 * A room's call is to be announced: a job sent in the caller's transaction, so the page exists
 * exactly when the call was committed, and is tried again when the paging system does not answer.
 */
export async function pageAttendants(
  ctx: Pick<AppContext, 'db' | 'caches' | 'jobs' | 'clock'>,
  tx: Db,
  kind: CallKind,
  id: string | number,
): Promise<void> {
  // Read through the transaction: on the embedded engine a read beside it would wait for it to end.
  if ((await loadSettings({ db: tx, caches: ctx.caches })).pagingAddress.trim() === '') return;
  await ctx.jobs.send(tx, jobNames.pageAttendants, {
    kind,
    id: String(id),
    at: ctx.clock.now().toISOString(),
  });
}

/**
 * The page-attendants job: the call's tone on the paging system, unless the call was answered or is
 * old. A paging system that does not take it is recorded for the devices page and the job is tried
 * again (a few times over about half a minute).
 */
export async function announceCall(
  ctx: Pick<AppContext, 'db' | 'caches' | 'clock' | 'log'>,
  job: JobPayloads['page-attendants'],
): Promise<void> {
  const settings = await loadSettings(ctx);
  const paging = choosePaging(settings);
  const now = ctx.clock.now();
  if (paging === null || now.getTime() - Date.parse(job.at) > STALE_MS) return;
  if (!(await callStillOpen(ctx.db, job.kind, job.id))) return;
  const announcement = announcementFor(job.kind, settings);
  try {
    if (announcement === null)
      throw new PagingError(msg('deviceFault.pagingZone', { zone: settings.pagingObject }));
    await paging.announce(announcement);
  } catch (err) {
    if (!(err instanceof PagingError)) throw err;
    ctx.log.warn({ err: err.message }, 'a call could not be announced');
    await recordDeviceFailed(ctx.db, PAGING_DEVICE, err.localized, now);
    // A zone that is not one will not become one by trying again.
    if (announcement === null) return;
    throw err;
  }
  await recordDeviceAnswered(ctx.db, PAGING_DEVICE, now);
}
