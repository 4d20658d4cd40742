/** The reports module as other modules use it (docs/decisions/0031): only through this file. */
export { auditPage } from './audit-service.ts';
export { paymentsReport } from './service.ts';
