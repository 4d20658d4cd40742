import { displayPhone, readSession } from '../shared/stored-session';

/**
 * The footer's "signed in as" line on a light page: her number from the session stored in her
 * browser, and Log Out, whose code (the session's, with the API's) is fetched when it is pressed.
 * As in the app, she is then on the home page, signed out, and the server has revoked the session.
 */
export function enhanceSignedIn(line: HTMLElement): () => void {
  const session = readSession();
  const phone = line.querySelector('[data-session-phone]');
  if (session && phone) phone.textContent = displayPhone(session);
  const button = line.querySelector<HTMLButtonElement>('[data-logout]');
  const onPress = () => {
    if (!button) return;
    button.disabled = true;
    void import('./logout').then(({ logOut }) => logOut()).finally(() => window.location.assign('/'));
  };
  button?.addEventListener('click', onPress);
  return () => button?.removeEventListener('click', onPress);
}
