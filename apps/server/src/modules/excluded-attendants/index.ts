/** The attendants a patron excluded, as other modules read them (docs/decisions/0031): only through this file. */
export { listExclusionsWithNames } from './repo.ts';
