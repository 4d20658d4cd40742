import { randomBytes } from 'node:crypto';
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import ipaddr from 'ipaddr.js';
import { z } from 'zod';
import { isOneOf, keysOf } from '@tevila/domain';
import { codeOf } from './errors.ts';

/** Thrown for a bad environment; main.ts prints `message` (one line) and exits with code 1. */
export class ConfigError extends Error {
  override readonly name = 'ConfigError';
  constructor(
    readonly variable: string,
    message: string,
  ) {
    super(message);
  }
}

const logLevels = ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'] as const;
const e164 = /^\+[1-9]\d{6,14}$/;

function isUrl(value: string, protocols: readonly string[]): boolean {
  try {
    return protocols.includes(new URL(value).protocol);
  } catch {
    return false;
  }
}

const proxyNames = new Set(['loopback', 'linklocal', 'uniquelocal']);

/** An address, a CIDR range, or one of proxy-addr's names, as Fastify's trustProxy takes them. */
function isProxyAddress(value: string): boolean {
  if (proxyNames.has(value)) return true;
  if (!value.includes('/')) return ipaddr.isValid(value);
  try {
    ipaddr.parseCIDR(value);
    return true;
  } catch {
    return false;
  }
}

/** A comma-separated list, each item trimmed, empty ones dropped. */
const commaList = z.string().transform((v) =>
  v
    .split(',')
    .map((p) => p.trim())
    .filter((p) => p !== ''),
);

// Each variable carries its own sentence, so the message names the variable and what it expects.
const fields = {
  PORT: z
    .string()
    .regex(/^\d{1,5}$/)
    .transform(Number)
    .pipe(z.number().min(1).max(65535))
    .default(3000),
  HOST: z.string().min(1).default('0.0.0.0'),
  DATA_DIR: z.string().min(1).default('./data'),
  DATABASE_URL: z
    .string()
    .refine((v) => isUrl(v, ['postgres:', 'postgresql:']))
    .optional(),
  PUBLIC_URL: z
    .string()
    .refine((v) => isUrl(v, ['http:', 'https:']))
    .optional(),
  AUTH_SECRET: z.string().min(32).optional(),
  PAYMENTS_PROVIDER: z.enum(['sandbox', 'stripe']).default('sandbox'),
  STRIPE_SECRET_KEY: z.string().optional(),
  STRIPE_PUBLISHABLE_KEY: z.string().optional(),
  STRIPE_WEBHOOK_SECRET: z.string().optional(),
  SMS_PROVIDER: z.enum(['outbox', 'twilio']).default('outbox'),
  TWILIO_ACCOUNT_SID: z.string().optional(),
  TWILIO_AUTH_TOKEN: z.string().optional(),
  TWILIO_MESSAGING_SERVICE_SID: z.string().optional(),
  SMTP_URL: z
    .string()
    .refine((v) => isUrl(v, ['smtp:', 'smtps:']))
    .optional(),
  CAPTCHA_PROVIDER: z.enum(['altcha', 'recaptcha']).default('altcha'),
  RECAPTCHA_SECRET: z.string().optional(),
  /** Where the weather service is asked (OpenWeather's One Call API); a test points it at a local fake. */
  WEATHER_API_URL: z
    .string()
    .refine((v) => isUrl(v, ['http:', 'https:']))
    .default('https://api.openweathermap.org'),
  ADMIN_PHONES: commaList.refine((list) => list.every((p) => e164.test(p))).default([]),
  DEV_TOOLS: z
    .enum(['1', '0', 'true', 'false'])
    .transform((v) => v === '1' || v === 'true')
    .default(false),
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  LOG_LEVEL: z.enum(logLevels).default('info'),
  /**
   * The reverse proxies in front of the server (addresses, CIDR ranges, or loopback, linklocal,
   * uniquelocal): a request from one of them is taken to come from the address it names in
   * X-Forwarded-For. Unset, the socket's address counts, and the header can forge nothing.
   */
  TRUST_PROXY: commaList.refine((list) => list.length > 0 && list.every(isProxyAddress)).optional(),
  /** The bearer token GET /metrics asks for; unset, /metrics is not served at all. */
  METRICS_TOKEN: z.string().min(24).optional(),
  /** A request that takes longer than this is logged at info (the others at debug). */
  SLOW_REQUEST_MS: z
    .string()
    .regex(/^\d{1,6}$/)
    .transform(Number)
    .default(1000),
} satisfies Record<string, z.ZodType>;

export type EnvName = keyof typeof fields;

const expectations: Record<EnvName, string> = {
  PORT: 'must be a whole number from 1 to 65535',
  HOST: 'must be a host name or address',
  DATA_DIR: 'must be a directory path',
  DATABASE_URL: 'must be a postgres:// or postgresql:// URL',
  PUBLIC_URL: 'must be an http:// or https:// URL',
  AUTH_SECRET: 'must be at least 32 characters long',
  PAYMENTS_PROVIDER: 'must be "sandbox" or "stripe"',
  STRIPE_SECRET_KEY: 'must be text',
  STRIPE_PUBLISHABLE_KEY: 'must be text',
  STRIPE_WEBHOOK_SECRET: 'must be text',
  SMS_PROVIDER: 'must be "outbox" or "twilio"',
  TWILIO_ACCOUNT_SID: 'must be text',
  TWILIO_AUTH_TOKEN: 'must be text',
  TWILIO_MESSAGING_SERVICE_SID: 'must be text',
  SMTP_URL: 'must be an smtp:// or smtps:// URL',
  CAPTCHA_PROVIDER: 'must be "altcha" or "recaptcha"',
  RECAPTCHA_SECRET: 'must be text',
  WEATHER_API_URL: 'must be an http:// or https:// URL',
  ADMIN_PHONES: 'must be comma-separated E.164 phone numbers such as +13105551234',
  DEV_TOOLS: 'must be 1 (on) or 0 (off)',
  NODE_ENV: 'must be "development", "production" or "test"',
  LOG_LEVEL: `must be one of ${logLevels.join(', ')}`,
  TRUST_PROXY:
    'must be comma-separated addresses or CIDR ranges of the proxies (or loopback, linklocal, uniquelocal)',
  METRICS_TOKEN: 'must be at least 24 characters long',
  SLOW_REQUEST_MS: 'must be a whole number of milliseconds',
};

// Values that must never be echoed back in an error message.
const secretNames = new Set<EnvName>([
  'AUTH_SECRET',
  'STRIPE_SECRET_KEY',
  'STRIPE_WEBHOOK_SECRET',
  'TWILIO_AUTH_TOKEN',
  'RECAPTCHA_SECRET',
  'DATABASE_URL',
  'SMTP_URL',
  'METRICS_TOKEN',
]);

const envSchema = z.object(fields);
export type Config = z.output<typeof envSchema>;

/** Parses the environment without touching the disk. Empty strings count as unset. */
export function parseConfig(env: Readonly<Record<string, string | undefined>>): Config {
  const input: Record<string, string> = {};
  for (const name of Object.keys(fields)) {
    const raw = env[name]?.trim();
    if (raw !== undefined && raw !== '') input[name] = raw;
  }
  const parsed = envSchema.safeParse(input);
  if (!parsed.success) {
    const field = parsed.error.issues[0]?.path[0];
    const name = isOneOf(keysOf(fields), field) ? field : undefined;
    if (name === undefined)
      throw new ConfigError('environment', 'Invalid environment: environment is invalid');
    const shown = secretNames.has(name) ? '' : ` (got ${JSON.stringify(input[name])})`;
    throw new ConfigError(name, `Invalid environment: ${name} ${expectations[name]}${shown}`);
  }
  const config = parsed.data;
  if (config.DEV_TOOLS && config.NODE_ENV === 'production') {
    throw new ConfigError(
      'DEV_TOOLS',
      'Invalid environment: DEV_TOOLS=1 is refused when NODE_ENV=production (the development endpoints would let anyone read messages and move the clock)',
    );
  }
  return config;
}

/** The secret file kept in DATA_DIR when AUTH_SECRET is not given. */
export function authSecretPath(config: Pick<Config, 'DATA_DIR'>): string {
  return join(resolve(config.DATA_DIR), 'auth-secret');
}

/** Parses the environment and fills AUTH_SECRET, generating it once into DATA_DIR so tokens survive restarts. */
export function loadConfig(
  env: Readonly<Record<string, string | undefined>>,
): Config & { AUTH_SECRET: string } {
  const config = parseConfig(env);
  if (config.AUTH_SECRET !== undefined) return { ...config, AUTH_SECRET: config.AUTH_SECRET };
  const file = authSecretPath(config);
  let secret: string | undefined;
  try {
    secret = readFileSync(file, 'utf8').trim();
  } catch (err) {
    if (codeOf(err) !== 'ENOENT') throw err;
  }
  if (secret !== undefined && secret.length < 32) {
    throw new ConfigError(
      'AUTH_SECRET',
      `Invalid environment: ${file} holds a secret shorter than 32 characters; delete the file to generate a new one`,
    );
  }
  if (secret === undefined) {
    secret = randomBytes(48).toString('base64url');
    mkdirSync(resolve(config.DATA_DIR), { recursive: true });
    // 'wx' fails if another process created it meanwhile; then its secret wins.
    try {
      writeFileSync(file, `${secret}\n`, { mode: 0o600, flag: 'wx' });
    } catch (err) {
      if (codeOf(err) !== 'EEXIST') throw err;
      secret = readFileSync(file, 'utf8').trim();
    }
  }
  return { ...config, AUTH_SECRET: secret };
}
