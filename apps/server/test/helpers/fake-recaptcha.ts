import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';

/** What the fake answers for a token, as Google's siteverify does for reCAPTCHA v3. */
export interface RecaptchaAnswer {
  success: boolean;
  score?: number;
  action?: string;
  'error-codes'?: string[];
}

/**
 * A local fake of Google's siteverify: POST secret, response, remoteip (form-encoded). It answers the
 * verdict registered for the token, and "invalid-input-response" for any other.
 */
export async function startFakeRecaptcha(secret: string) {
  const verdicts = new Map<string, RecaptchaAnswer>();
  const received: Record<string, string>[] = [];
  const server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      const form = Object.fromEntries(new URLSearchParams(Buffer.concat(chunks).toString('utf8')));
      received.push(form);
      res.setHeader('content-type', 'application/json');
      const answer: RecaptchaAnswer =
        form.secret !== secret
          ? { success: false, 'error-codes': ['invalid-input-secret'] }
          : (verdicts.get(form.response ?? '') ?? {
              success: false,
              'error-codes': ['invalid-input-response'],
            });
      res.end(JSON.stringify(answer));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}/recaptcha/api/siteverify`,
    received,
    /** Registers the verdict Google would give for this token. */
    answer(token: string, verdict: RecaptchaAnswer) {
      verdicts.set(token, verdict);
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
