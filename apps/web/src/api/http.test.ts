import { describe, expect, it, vi } from 'vitest';
import { ApiError, createHttp } from './http';

const respond = (body: string, status = 200) =>
  vi.fn(async () => new Response(status === 204 ? null : body, { status }));

async function failure(body: string, status: number, method: 'GET' | 'POST' = 'GET'): Promise<ApiError> {
  const http = createHttp(respond(body, status));
  const error = await http.request('/x', { method }).catch((e: unknown) => e);
  expect(error).toBeInstanceOf(ApiError);
  return error as ApiError;
}

describe('http error texts (spec 000 §8)', () => {
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
    const error = (await http.get('/x').catch((e: unknown) => e)) as ApiError;
    expect(error.message).toBe('An error occurred.');
    expect(error.kind).toBe('network');
  });

  it('returns data; an empty 2xx is fine for a write', async () => {
    await expect(createHttp(respond('[1,2]')).get('/x')).resolves.toEqual([1, 2]);
    await expect(createHttp(respond('', 204)).post('/x', { a: 1 })).resolves.toBeUndefined();
  });
});
