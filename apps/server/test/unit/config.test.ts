import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { ConfigError, loadConfig, parseConfig } from '../../src/config.ts';

function errorOf(env: Record<string, string>): ConfigError {
  try {
    parseConfig(env);
  } catch (err) {
    if (err instanceof ConfigError) return err;
    throw err;
  }
  throw new Error('expected a ConfigError');
}

describe('parseConfig', () => {
  it('gives the documented defaults', () => {
    const config = parseConfig({});
    expect(config).toMatchObject({
      PORT: 3000,
      HOST: '0.0.0.0',
      DATA_DIR: './data',
      PAYMENTS_PROVIDER: 'sandbox',
      SMS_PROVIDER: 'outbox',
      CAPTCHA_PROVIDER: 'altcha',
      ADMIN_PHONES: [],
      DEV_TOOLS: false,
      NODE_ENV: 'development',
      LOG_LEVEL: 'info',
      SLOW_REQUEST_MS: 1000,
    });
    expect(config.DATABASE_URL).toBeUndefined();
    expect(config.TRUST_PROXY).toBeUndefined();
    expect(config.METRICS_TOKEN).toBeUndefined();
  });

  it('reads every variable', () => {
    const config = parseConfig({
      PORT: '3999',
      DATABASE_URL: 'postgres://u@db:5432/tevila',
      PUBLIC_URL: 'https://mikvah.example.org',
      PAYMENTS_PROVIDER: 'stripe',
      SMS_PROVIDER: 'twilio',
      SMTP_URL: 'smtps://user:pw@mail.example.org',
      CAPTCHA_PROVIDER: 'recaptcha',
      ADMIN_PHONES: '+13105551234, +972501234567',
      DEV_TOOLS: '1',
      LOG_LEVEL: 'warn',
      TRUST_PROXY: '10.0.0.1, 10.1.0.0/16, loopback, ::1',
      METRICS_TOKEN: 'metrics-token-0123456789-abcdef',
      SLOW_REQUEST_MS: '250',
    });
    expect(config.PORT).toBe(3999);
    expect(config.TRUST_PROXY).toEqual(['10.0.0.1', '10.1.0.0/16', 'loopback', '::1']);
    expect(config.SLOW_REQUEST_MS).toBe(250);
    expect(config.ADMIN_PHONES).toEqual(['+13105551234', '+972501234567']);
    expect(config.DEV_TOOLS).toBe(true);
  });

  it('treats empty values as unset', () => {
    expect(parseConfig({ PORT: '', DATABASE_URL: ' ' }).PORT).toBe(3000);
  });

  it.each([
    [{ PORT: 'abc' }, 'Invalid environment: PORT must be a whole number from 1 to 65535 (got "abc")'],
    [{ PORT: '70000' }, 'Invalid environment: PORT must be a whole number from 1 to 65535 (got "70000")'],
    [
      { PAYMENTS_PROVIDER: 'paypal' },
      'Invalid environment: PAYMENTS_PROVIDER must be "sandbox" or "stripe" (got "paypal")',
    ],
    [
      { ADMIN_PHONES: '+13105551234,3105551234' },
      'Invalid environment: ADMIN_PHONES must be comma-separated E.164 phone numbers such as +13105551234 (got "+13105551234,3105551234")',
    ],
    [{ DEV_TOOLS: 'yes' }, 'Invalid environment: DEV_TOOLS must be 1 (on) or 0 (off) (got "yes")'],
    [
      { LOG_LEVEL: 'loud' },
      'Invalid environment: LOG_LEVEL must be one of fatal, error, warn, info, debug, trace, silent (got "loud")',
    ],
    [
      { TRUST_PROXY: '10.0.0.1, proxy.example.org' },
      'Invalid environment: TRUST_PROXY must be comma-separated addresses or CIDR ranges of the proxies (or loopback, linklocal, uniquelocal) (got "10.0.0.1, proxy.example.org")',
    ],
    [
      { TRUST_PROXY: '10.0.0.0/33' },
      'Invalid environment: TRUST_PROXY must be comma-separated addresses or CIDR ranges of the proxies (or loopback, linklocal, uniquelocal) (got "10.0.0.0/33")',
    ],
    [
      { SLOW_REQUEST_MS: 'soon' },
      'Invalid environment: SLOW_REQUEST_MS must be a whole number of milliseconds (got "soon")',
    ],
  ])('names the bad variable: %j', (env, message) => {
    const err = errorOf(env);
    expect(err.message).toBe(message);
    expect(err.message).not.toContain('\n');
  });

  it('never echoes a secret value', () => {
    const err = errorOf({ DATABASE_URL: 'mysql://root:hunter2@db/x' });
    expect(err.variable).toBe('DATABASE_URL');
    expect(err.message).toBe('Invalid environment: DATABASE_URL must be a postgres:// or postgresql:// URL');
    expect(errorOf({ AUTH_SECRET: 'short' }).message).not.toContain('short');
    expect(errorOf({ METRICS_TOKEN: 'short-token' }).message).toBe(
      'Invalid environment: METRICS_TOKEN must be at least 24 characters long',
    );
  });

  it('refuses DEV_TOOLS in production', () => {
    const err = errorOf({ DEV_TOOLS: '1', NODE_ENV: 'production' });
    expect(err.variable).toBe('DEV_TOOLS');
    expect(err.message).toMatch(/^Invalid environment: DEV_TOOLS=1 is refused when NODE_ENV=production/);
  });
});

describe('loadConfig', () => {
  let dir: string | undefined;
  afterEach(() => {
    if (dir) rmSync(dir, { recursive: true, force: true });
  });

  it('generates AUTH_SECRET once into DATA_DIR and reuses it', () => {
    dir = mkdtempSync(join(tmpdir(), 'tevila-config-'));
    const first = loadConfig({ DATA_DIR: dir });
    expect(first.AUTH_SECRET.length).toBeGreaterThanOrEqual(32);
    expect(readFileSync(join(dir, 'auth-secret'), 'utf8').trim()).toBe(first.AUTH_SECRET);
    expect(loadConfig({ DATA_DIR: dir }).AUTH_SECRET).toBe(first.AUTH_SECRET);
  });

  it('lets the environment win', () => {
    dir = mkdtempSync(join(tmpdir(), 'tevila-config-'));
    writeFileSync(join(dir, 'auth-secret'), 'x'.repeat(40));
    const secret = 'y'.repeat(40);
    expect(loadConfig({ DATA_DIR: dir, AUTH_SECRET: secret }).AUTH_SECRET).toBe(secret);
  });
});
