import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp } from '../../helpers/test-app.ts';
import type { TestApp } from '../../helpers/test-app.ts';

/** The policy of an answer, directive → sources, with the web app's own script hashes left out. */
function policyOf(header: unknown): Record<string, string[]> {
  const policy: Record<string, string[]> = {};
  for (const part of String(header).split(';')) {
    const [name, ...sources] = part.trim().split(/\s+/);
    if (name !== undefined && name !== '') policy[name] = sources.filter((s) => !s.startsWith("'sha256-"));
  }
  return policy;
}

async function policyWith(
  env: Record<string, string>,
  settings: Record<string, string> = {},
): Promise<Record<string, string[]>> {
  const t = await createTestApp({ env, settings });
  try {
    // A page and an API answer carry the same policy.
    const page = await t.app.inject({ method: 'GET', url: '/donate' });
    const api = await t.app.inject({ method: 'GET', url: '/api/api/payments/config' });
    expect(api.headers['content-security-policy']).toBe(page.headers['content-security-policy']);
    return policyOf(page.headers['content-security-policy']);
  } finally {
    await t.close();
  }
}

const stripe = {
  PAYMENTS_PROVIDER: 'stripe',
  STRIPE_SECRET_KEY: 'sk_test_unused',
  STRIPE_PUBLISHABLE_KEY: 'pk_test_1',
};

describe('Content-Security-Policy by payments provider', () => {
  let sandbox: TestApp;
  beforeAll(async () => {
    sandbox = await createTestApp();
  });
  afterAll(() => sandbox.close());

  it('with the sandbox allows nothing beyond self for scripts and connections', async () => {
    const res = await sandbox.app.inject({ method: 'GET', url: '/donate' });
    const policy = policyOf(res.headers['content-security-policy']);
    expect(policy['script-src']).toEqual(["'self'"]);
    expect(policy['connect-src']).toEqual(["'self'"]);
    // The contact page's map is the one frame, loaded on request.
    expect(policy['frame-src']).toEqual(['https://www.openstreetmap.org']);
    expect(JSON.stringify(policy)).not.toContain('stripe');
  });

  it('with Stripe allows exactly the sources of Stripe.js, Elements and 3-D Secure', async () => {
    const policy = await policyWith(stripe);
    expect(policy['script-src']).toEqual(["'self'", 'https://js.stripe.com', 'https://*.js.stripe.com']);
    expect(policy['frame-src']).toEqual([
      'https://www.openstreetmap.org',
      'https://js.stripe.com',
      'https://*.js.stripe.com',
      'https://hooks.stripe.com',
    ]);
    expect(policy['connect-src']).toEqual(["'self'", 'https://api.stripe.com']);
    // Nothing else is widened.
    expect(policy['default-src']).toEqual(["'self'"]);
    expect(policy['img-src']).toEqual(["'self'", 'data:', 'blob:']);
    expect(policy['form-action']).toEqual(["'self'"]);
    expect(policy['frame-ancestors']).toEqual(["'none'"]);
  });

  it('with Stripe and reCAPTCHA together allows both, each once', async () => {
    const policy = await policyWith(
      { ...stripe, CAPTCHA_PROVIDER: 'recaptcha', RECAPTCHA_SECRET: 's' },
      { googleSiteKey: 'site-key-1' },
    );
    for (const source of ['https://js.stripe.com', 'https://www.google.com/recaptcha/'])
      expect(policy['script-src']?.filter((s) => s === source)).toHaveLength(1);
    expect(policy['frame-src']).toContain('https://hooks.stripe.com');
    expect(policy['frame-src']).toContain('https://recaptcha.google.com/recaptcha/');
    expect(policy['connect-src']).toEqual(["'self'", 'https://api.stripe.com']);
  });
});
