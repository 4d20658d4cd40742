/**
 * The printed receipt of a reservation (receipts/receipt.ts), in English: its headings, its lines'
 * labels and the names of what was booked. Joined to domainEn in ../sent.ts; he/receipt.ts holds the same keys.
 */
export const receiptEn = {
  'receipt.heading': 'Receipt',
  'receipt.label.night': 'Night',
  'receipt.label.time': 'Time',
  'receipt.label.code': 'Access code',
  'receipt.label.room': 'Room',
  'receipt.label.extras': 'Extras',
  'receipt.none': 'None',
  'receipt.charges': 'Charges',
  'receipt.payments': 'Payments',
  'receipt.noPayments': 'No payments',
  'receipt.balance': 'Balance',
  'receipt.total': 'Total',
  'receipt.roomType.bath': 'Bath',
  'receipt.roomType.shower': 'Shower',
  'receipt.roomType.wheelchair': 'Accessible room',
  'receipt.kallah': 'Kallah room',
  'receipt.extra.doubleSlot': 'Extra time',
  'receipt.extra.parking': 'Parking',
  'receipt.extra.salonManicure': 'Manicure',
  'receipt.extra.salonBoth': 'Manicure and pedicure',
  'receipt.charge.room': 'Room',
  'receipt.charge.parking': 'Parking',
  'receipt.charge.salon': 'Salon',
  'receipt.charge.doubleSlot': 'Extra time',
} as const;
