/**
 * The emails the facility's inbox receives from the website (modules/contact/contact-email.ts,
 * modules/tours/signup-email.ts), in English: subjects, the labels of their fields and their small
 * print. Part of serverEn (../en.ts); he/staff-emails.ts holds the same keys.
 */
export const staffEmailsEn = {
  // A contact, careers, payment or tour request form, by the kind the web's text tells.
  'staffEmail.contact.subject.careers': 'Careers Form Submission',
  'staffEmail.contact.subject.payment': 'New Payment',
  'staffEmail.contact.subject.kallahTour': 'Kallah Tour Request',
  'staffEmail.contact.subject.groupTour': 'Group Tour Request',
  'staffEmail.contact.subject.contact': 'Contact Form',
  'staffEmail.contact.name': 'Name',
  'staffEmail.contact.email': 'Email',
  'staffEmail.contact.footer': 'Sent from the website. Replying to this email answers the sender.',
  // A sign-up for a tour, by the tour's type.
  'staffEmail.tour.subject.Kallah': 'Kallah Tour Sign-up',
  'staffEmail.tour.subject.Group': 'Group Tour Sign-up',
  'staffEmail.tour.firstName': 'First name',
  'staffEmail.tour.lastName': 'Last name',
  'staffEmail.tour.email': 'Email',
  'staffEmail.tour.when': 'Tour',
  'staffEmail.tour.location': 'Location',
  'staffEmail.tour.footer': 'Sent from the website. Replying to this email answers the visitor.',
} as const;
