import { CareersForm } from '../features/careers/careers-form';
import { ContactForm } from '../features/contact/contact-form';
import { GroupTourForm } from '../features/tours/group-tour-form';
import { KallahFallbackForm } from '../features/tours/kallah-fallback-form';
import { KallahSignupForm } from '../features/tours/kallah-signup-form';
import { hydrateIslands } from './hydrate';

/*
 * The script of the public forms' islands (decision 0065): on /contact, /careers, /tours and
 * /kallah-tours the server draws the page and this takes over its form, with React and the form's
 * own code only. The light pages' script runs beside it for the menu and the rest.
 */
hydrateIslands({
  'contact-form': ContactForm,
  'careers-form': CareersForm,
  'group-tour-form': GroupTourForm,
  'kallah-fallback-form': KallahFallbackForm,
  'kallah-signup-form': KallahSignupForm,
});
