import {
  ApiError,
  GENERIC_ERROR,
  isUnauthorized,
  pageLanguageHeader,
  parseBody,
  responseError,
  statusErrorMessage,
  type AuthProvider,
} from './http';

/**
 * GET of a file the staff open (a license image, a CSV report) with the bearer token, as a Blob: the
 * JSON client reads bodies as text, which would spoil an image's bytes. A refusal is read as the JSON
 * client reads it (Message verbatim), and a "denied" 401 refreshes the token once, as every call does.
 */
export async function getFileWithBearer(
  auth: AuthProvider,
  url: string,
  // A query's signal, passed on as it comes, present or not.
  { signal, accept }: { signal?: AbortSignal | undefined; accept: string },
): Promise<Blob> {
  async function send(token: string | null): Promise<Blob> {
    const headers: Record<string, string> = { Accept: accept, ...pageLanguageHeader() };
    if (token) headers.Authorization = `Bearer ${token}`;
    let response: Response;
    try {
      response = await globalThis.fetch(url, { headers, signal: signal ?? null, credentials: 'same-origin' });
    } catch (error) {
      if (error instanceof DOMException && error.name === 'AbortError') throw error;
      throw new ApiError('network', GENERIC_ERROR);
    }
    if (response.ok) return response.blob();
    const body = parseBody(await response.text().catch(() => ''));
    throw (
      responseError(response.status, body, true) ??
      new ApiError('status', statusErrorMessage(response.status), response.status, body)
    );
  }
  const token = auth.accessToken();
  try {
    return await send(token);
  } catch (error) {
    if (!isUnauthorized(error)) throw error;
    const renewed = await auth.renew(token);
    if (!renewed) throw error;
    return send(renewed);
  }
}
