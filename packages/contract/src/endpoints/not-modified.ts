import { z } from 'zod';

/** What a route answering a shared answer with an ETag (decision 0015) adds: 304 when hers is current. */
export const notModified = { 304: z.null().describe('Not Modified: the ETag in If-None-Match is current') };
