/** The change feed as other modules use it (docs/decisions/0031): only through this file. */
export { ChangeFeed } from './feed.ts';
