import { describe, expect, it, vi } from 'vitest';
import { DENIED } from '../../test/fake-api';
import { ApiError, createHttp, isUnauthorized, preferErrorMessage, type AuthProvider } from './http';

const respond = (body: string, status = 200) =>
  vi.fn(async () => new Response(status === 204 ? null : body, { status }));

async function failure(body: string, status: number, method: 'GET' | 'POST' = 'GET'): Promise<ApiError> {
  const http = createHttp(respond(body, status));
  const error = await http.request('/x', { method }).catch((e: unknown) => e);
  expect(error).toBeInstanceOf(ApiError);
  return error as ApiError;
}

describe('http error texts (docs/product/booking.md §8)', () => {
  it('shows the server Message verbatim', async () => {
    const e = await failure(
      JSON.stringify({ Message: 'Authorization has been denied for this request.' }),
      401,
    );
    expect(e.message).toBe('Authorization has been denied for this request.');
    expect(e.kind).toBe('server');
  });

  it('treats a Message in a 200 as an error too', async () => {
    expect((await failure(JSON.stringify({ Message: 'Nope.' }), 200)).message).toBe('Nope.');
  });

  it('shows errorMessage of a refused update', async () => {
    const e = await failure(
      JSON.stringify({ success: false, errorMessage: 'No slots available' }),
      400,
      'POST',
    );
    expect(e.message).toBe('No slots available');
  });

  it('"An error occurred. [status]" for a non-2xx without a usable body', async () => {
    expect((await failure('', 502)).message).toBe('An error occurred. 502');
    expect((await failure('<html>Bad gateway</html>', 503)).message).toBe('An error occurred. 503');
  });

  it('"An error occurred." for an empty body or one with no Message', async () => {
    expect((await failure('', 200)).message).toBe('An error occurred.');
    expect((await failure(JSON.stringify({ other: 1 }), 500)).message).toBe('An error occurred.');
    expect((await failure(JSON.stringify({ success: false }), 400, 'POST')).message).toBe(
      'An error occurred.',
    );
  });

  it('a network failure is "An error occurred."', async () => {
    const http = createHttp(vi.fn(async () => Promise.reject(new TypeError('Failed to fetch'))));
    const error = (await http.request('/x').catch((e: unknown) => e)) as ApiError;
    expect(error.message).toBe('An error occurred.');
    expect(error.kind).toBe('network');
  });

  it('returns data; an empty 2xx is fine for a write', async () => {
    await expect(createHttp(respond('[1,2]')).request('/x')).resolves.toEqual([1, 2]);
    await expect(
      createHttp(respond('', 204)).request('/x', { method: 'POST', body: { a: 1 } }),
    ).resolves.toBeUndefined();
  });
});

describe('bearer token and the refresh-once rule (docs/product/booking.md §4)', () => {
  const denied = () => new Response(JSON.stringify(DENIED), { status: 401 });
  const ok = (body: unknown = { ok: true }) => new Response(JSON.stringify(body), { status: 200 });
  const bearer = (fetchMock: ReturnType<typeof vi.fn>, index: number) =>
    new Headers((fetchMock.mock.calls[index]![1] as RequestInit).headers).get('Authorization');

  function provider(token: string | null, renewed: string | null | Error = 'fresh') {
    const renew = vi.fn(async (_used: string | null) => {
      if (renewed instanceof Error) throw renewed;
      return renewed;
    });
    const auth: AuthProvider = { accessToken: () => token, renew };
    return { auth, renew };
  }

  it('every API call carries the bearer token', async () => {
    const fetchMock = vi.fn(async () => ok());
    const { auth } = provider('a-1');
    await createHttp(fetchMock, { auth: () => auth }).request('/api/api/settings');
    expect(bearer(fetchMock, 0)).toBe('Bearer a-1');
  });

  it('no token for other URLs, for auth: false, or for a guest', async () => {
    const fetchMock = vi.fn(async () => ok());
    const { auth } = provider('a-1');
    const client = createHttp(fetchMock, { auth: () => auth });
    await client.request('/meta.json?t=1');
    await client.request('/api/token', {
      method: 'POST',
      body: new URLSearchParams({ a: 'b' }),
      auth: false,
    });
    await createHttp(fetchMock, { auth: () => provider(null).auth }).request('/api/api/settings');
    expect([bearer(fetchMock, 0), bearer(fetchMock, 1), bearer(fetchMock, 2)]).toEqual([null, null, null]);
  });

  it('a 401 "denied" refreshes once and sends the request again with the new token', async () => {
    const fetchMock = vi
      .fn()
      .mockResolvedValueOnce(denied())
      .mockResolvedValueOnce(ok([1]));
    const { auth, renew } = provider('old');
    await expect(createHttp(fetchMock, { auth: () => auth }).request('/api/api/x')).resolves.toEqual([1]);
    expect(renew).toHaveBeenCalledTimes(1);
    expect(renew).toHaveBeenCalledWith('old');
    expect(fetchMock).toHaveBeenCalledTimes(2);
    expect([bearer(fetchMock, 0), bearer(fetchMock, 1)]).toEqual(['Bearer old', 'Bearer fresh']);
  });

  it('the retried request sends the same body', async () => {
    const fetchMock = vi.fn().mockResolvedValueOnce(denied()).mockResolvedValueOnce(ok());
    const { auth } = provider('old');
    await createHttp(fetchMock, { auth: () => auth }).request('/api/api/x', {
      method: 'POST',
      body: { note: 'hi' },
    });
    const bodies = fetchMock.mock.calls.map((call) => (call[1] as RequestInit).body);
    expect(bodies).toEqual(['{"note":"hi"}', '{"note":"hi"}']);
  });

  it('a token known to be expired is renewed before the request, not after a 401', async () => {
    const claims = (exp: number) => btoa(JSON.stringify({ sub: '7', exp })).replace(/=+$/, '');
    const expired = `h.${claims(Math.floor(Date.now() / 1000) - 60)}.s`;
    const fetchMock = vi.fn(async () => ok([1]));
    const { auth, renew } = provider(expired);
    await expect(createHttp(fetchMock, { auth: () => auth }).request('/api/api/x')).resolves.toEqual([1]);
    expect(renew).toHaveBeenCalledWith(expired);
    expect(fetchMock).toHaveBeenCalledTimes(1);
    expect(bearer(fetchMock, 0)).toBe('Bearer fresh');

    const current = `h.${claims(Math.floor(Date.now() / 1000) + 600)}.s`;
    const second = provider(current);
    await createHttp(fetchMock, { auth: () => second.auth }).request('/api/api/x');
    expect(second.renew).not.toHaveBeenCalled();
    expect(bearer(fetchMock, 1)).toBe(`Bearer ${current}`);
  });

  it('a second 401 is the error: no loop', async () => {
    const fetchMock = vi.fn(async () => denied());
    const { auth, renew } = provider('old');
    const error = (await createHttp(fetchMock, { auth: () => auth })
      .request('/api/api/x')
      .catch((e: unknown) => e)) as ApiError;
    expect(error.message).toBe('Authorization has been denied for this request.');
    expect(error.status).toBe(401);
    expect(renew).toHaveBeenCalledTimes(1);
    expect(fetchMock).toHaveBeenCalledTimes(2);
  });

  it('only the exact sentence triggers a refresh (another 401 or a 403 does not)', async () => {
    for (const response of [
      new Response(JSON.stringify({ Message: 'Token expired.' }), { status: 401 }),
      new Response(JSON.stringify(DENIED), { status: 403 }),
      new Response('', { status: 401 }),
    ]) {
      const { auth, renew } = provider('old');
      await createHttp(
        vi.fn(async () => response),
        { auth: () => auth },
      )
        .request('/api/api/x')
        .catch(() => undefined);
      expect(renew).not.toHaveBeenCalled();
    }
  });

  it('a session that is gone (renew → null) leaves the 401; a failed refresh throws its error', async () => {
    const gone = provider('old', null);
    const first = (await createHttp(
      vi.fn(async () => denied()),
      { auth: () => gone.auth },
    )
      .request('/api/api/x')
      .catch((e: unknown) => e)) as ApiError;
    expect(first.status).toBe(401);
    const failed = provider('old', new ApiError('generic', 'An error occurred.'));
    const fetchMock = vi.fn(async () => denied());
    const second = (await createHttp(fetchMock, { auth: () => failed.auth })
      .request('/api/api/x')
      .catch((e: unknown) => e)) as ApiError;
    expect(second.message).toBe('An error occurred.');
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });

  it('isUnauthorized and preferErrorMessage', () => {
    expect(isUnauthorized(new ApiError('server', DENIED.Message, 401, DENIED))).toBe(true);
    expect(isUnauthorized(new ApiError('server', 'x', 401, { Message: 'x' }))).toBe(false);
    const both = { success: false, errorMessage: 'Please wait a minute.', Message: 'Too many requests.' };
    const preferred = preferErrorMessage(new ApiError('server', both.Message, 429, both)) as ApiError;
    expect(preferred.message).toBe('Please wait a minute.');
  });
});

describe("the page's language goes with every API call (decision 0023)", () => {
  const headersOf = (fetchImpl: ReturnType<typeof vi.fn>) =>
    (fetchImpl.mock.calls[0] as unknown as [string, RequestInit])[1].headers as Record<string, string>;

  it('asks the server to answer in the language the page is in', async () => {
    const { i18n } = await import('../i18n/setup');
    const english = respond('{}');
    await createHttp(english).request('/api/api/settings');
    expect(headersOf(english)['Accept-Language']).toBe('en');
    await i18n.changeLanguage('he');
    try {
      const hebrew = respond('{}');
      await createHttp(hebrew).request('/api/api/account/register', {
        method: 'POST',
        body: { phone: '+13105550100' },
      });
      expect(headersOf(hebrew)['Accept-Language']).toBe('he');
      // Only our own API: another address is not told her language.
      const other = respond('{}');
      await createHttp(other).request('/meta.json');
      expect(headersOf(other)['Accept-Language']).toBeUndefined();
    } finally {
      await i18n.changeLanguage('en');
    }
  });
});
