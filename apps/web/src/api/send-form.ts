import { readSession } from '../shared/stored-session';
import { ApiError, GENERIC_ERROR, parseBody, preferErrorMessage, responseError } from './api-error';
import { isExpiredToken } from './token-expiry';

/**
 * POSTs a public form's body as the app's client would (api/http.ts), with nothing of the app: in the
 * page's language, with her token while it holds (a signed-in sender needs fewer fields), and its
 * refusal as the form shows it (the server's errorMessage first). Resolves with the answer's body.
 */
export async function postForm(url: string, body: object): Promise<unknown> {
  const session = readSession();
  const token =
    session?.token && !isExpiredToken(session.token, Date.now(), session.receivedAt) ? session.token : null;
  let response: Response;
  try {
    response = await fetch(url, {
      method: 'POST',
      credentials: 'same-origin',
      headers: {
        Accept: 'application/json',
        'Content-Type': 'application/json',
        'Accept-Language': document.documentElement.lang === 'he' ? 'he' : 'en',
        ...(token ? { Authorization: `Bearer ${token}` } : {}),
      },
      body: JSON.stringify(body),
    });
  } catch {
    throw new ApiError('network', GENERIC_ERROR);
  }
  const answer = parseBody(await response.text().catch(() => ''));
  const error = responseError(response.status, answer, false);
  if (error) throw preferErrorMessage(error);
  return answer;
}
