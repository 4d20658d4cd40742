/** The payments module as other modules use it (docs/decisions/0031): only through this file. */
export { recordDeskPayment } from './desk-entry.ts';
export { toListItems } from './list-service.ts';
export type { PaymentListItem } from './list-service.ts';
export { listMoneyBetween } from './repo.ts';
