import { messageSchema } from '../answers.ts';
import { contactFormBody, formSentAnswer } from '../contact-form.ts';
import { contactApi as routes } from '../routes/contact.ts';
import { endpoint, type Endpoint } from './endpoint.ts';
import { failureSchema } from './refusals.ts';

export const contactEndpoints = {
  contactForm: endpoint(routes.contactForm, {
    body: contactFormBody,
    answers: { 200: formSentAnswer, 400: failureSchema, 429: messageSchema },
  }),
} as const satisfies Record<keyof typeof routes, Endpoint>;
