/** The plates module as other modules use it (docs/decisions/0031): only through this file. */
export { approvePendingSubmissions } from './repo.ts';
export { removeSubmissionFiles } from './upload-store.ts';
