import { LoginForm } from '../features/auth/login-form';
import { hydrateIslands } from './hydrate';

/*
 * The script of the login's island (decision 0065): on /login the server draws the page and this
 * takes over its form, with React and the sign-in's own code; the phone rules follow when she starts
 * on her number. The light pages' script runs beside it for the menu and the rest.
 */
hydrateIslands({ 'login-form': LoginForm });
