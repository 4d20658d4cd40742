import { registerAuthProvider } from '../api/http';
import { DonateForm } from '../features/donate/donate-form';
import { createSessionStore } from '../shared/session';
import { hydrateIslands } from './hydrate';

/*
 * The script of /donate's island (decision 0065): the server draws the page and this takes over its
 * form, with React, the form's own code and the card entry. A signed-in donor's calls carry her stored
 * session's token, renewed as the app would. The light pages' script runs beside it.
 */
registerAuthProvider(createSessionStore());
hydrateIslands({ 'donate-form': DonateForm });
