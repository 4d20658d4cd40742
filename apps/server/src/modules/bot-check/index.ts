/** The bot check as other modules use it (docs/decisions/0031): only through this file. */
export { requireHuman } from './service.ts';
