/** The attendants' paging as the rest of the server uses it: only through this file. */
export { announceCall, choosePaging, pageAttendants, PAGING_DEVICE } from './service.ts';
