/**
 * What leaves by SMS or email, in English: her reservation's messages (reminders/texts.ts), her room
 * ready and a waitlist offer, the sign-in code and the donation receipt.
 * Discreet (docs/design.md §8): no text here holds an indiscreet word (reminders/texts.ts), a test
 * checks every one in both languages. Joined to domainEn in ../sent.ts; he/messages-sent.ts holds the same keys.
 */
export const sentEn = {
  // Her reservation's messages: SMS, email subject, fields, paragraphs and footer.
  'reminder.label.date': 'Date',
  'reminder.label.time': 'Time',
  'reminder.label.code': 'Access code',
  'reminder.label.payment': 'Payment',
  'reminder.label.due': 'Amount due',
  'reminder.paid': 'Paid in full',
  'reminder.paidSms': 'Paid in full.',
  'reminder.due': 'Amount due: {amount}.',
  'reminder.payOnlineOrAtDoor': 'You can pay online or at the door.',
  'reminder.payOnline': 'You can pay online.',
  'reminder.calendar': 'The attached calendar file adds it to your calendar.',
  'reminder.link': 'To see or change your appointment: {link}',
  'reminder.subject.confirmation': 'Your appointment is confirmed',
  'reminder.subject.changed': 'Your appointment has been changed',
  'reminder.subject.dayBefore': 'Reminder: your appointment is tomorrow',
  'reminder.subject.dayOf': 'Reminder: your appointment is today',
  'reminder.subject.feedback': 'Thank you for your visit',
  'reminder.subject.canceled': 'Your appointment has been canceled',
  'reminder.sms.confirmation': 'Your appointment on {date} at {time} is confirmed. Access code: {code}.',
  'reminder.sms.changed': 'Your appointment has been changed to {date} at {time}. Access code: {code}.',
  'reminder.sms.dayBefore': 'Reminder: your appointment is tomorrow, {date}, at {time}. Access code: {code}.',
  'reminder.sms.dayOf': 'Reminder: your appointment is today at {time}. Access code: {code}.',
  'reminder.sms.feedback': 'Thank you for your visit. We would be glad to hear how it went: {link}',
  'reminder.sms.canceled': 'Your appointment on {date} at {time} has been canceled.',
  'reminder.feedbackInvite': 'We would be glad to hear how it went: {link}',
  'reminder.canceledNote': 'If you did not mean to cancel, you are welcome to book again.',
  'reminder.footer':
    'You can choose which of these messages you receive on the Notifications page of your account.',
  // The title her calendar shows (the .ics file of a confirmation).
  'reminder.calendarTitle': 'Appointment',
  // The moment her room is ready, and a place offered from the waitlist.
  'reminder.roomReady': 'Your room is ready: room {room}.',
  'waitlist.offerSms':
    'A place has opened for your visit on {date} at {time}. It is held for you until {until}.',
  'waitlist.offerSmsLink':
    'A place has opened for your visit on {date} at {time}. It is held for you until {until}. {link}',
  // The sign-in code, the code first so a phone's preview shows it; a sender name before it if chosen.
  'signin.codeSms': '{code} is your sign-in code. It expires in {minutes} minutes.',
  'signin.codeSmsFrom': '{name}: {text}',
  // The receipt of a donation given on its own (payments/donation-receipt.ts).
  'donation.subject': 'Your donation receipt',
  // docs/product/booking.md §2 Donate's words, as the page says them.
  'donation.heading': 'Thank you for your donation',
  'donation.label.amount': 'Amount',
  'donation.label.date': 'Date',
  'donation.label.type': 'Type',
  'donation.label.card': 'Paid with',
  'donation.label.reference': 'Reference',
  'donation.label.organisation': 'Received by',
  'donation.type.Donation': 'Donation',
  'donation.type.Tip': 'Tip',
  'donation.type.Purchase': 'Purchase',
  'donation.type.Shabbos Payment': 'Shabbos Payment',
  'donation.type.After Hours': 'After Hours',
  'donation.type.Tour': 'Tour',
  'donation.type.Other': 'Other',
  'donation.card': '{brand} ending in {last4}',
  'donation.keep': 'Please keep this email as your receipt.',
  'donation.questions': 'Questions about this receipt: {contact}',
  'donation.footer': 'You receive this email because this address was given with a donation.',
} as const;
