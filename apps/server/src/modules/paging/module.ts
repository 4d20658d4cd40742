import { type ServerModule, job } from '../../server-module.ts';
import { jobNames } from '../../jobs/queue.ts';
import { announceCall } from './service.ts';

/** What the paging module plugs into the app (docs/decisions/0073): not in index.ts, which other modules import. */
export const pagingModule: ServerModule = {
  name: 'paging',
  jobs: [job(jobNames.pageAttendants, (ctx, data) => announceCall(ctx, data))],
};
