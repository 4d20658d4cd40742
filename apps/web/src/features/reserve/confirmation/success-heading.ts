/** The success view's heading: where focus goes when the confirmation (or a dialog over it) closes. */
export const SUCCESS_HEADING_ID = 'reservation-heading';
