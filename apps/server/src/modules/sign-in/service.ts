import {
  HOUR_MS,
  checkSmsPhone,
  codeMessages,
  codeSendRefusal,
  countryList,
  isCodeFormat,
  isEmailAddress,
  signInLimits,
  verificationCodeText,
} from '@tevila/domain';
import type { AppContext } from '../../context.ts';
import { AppError, isAppError } from '../../errors.ts';
import { msg, type LocalMessage } from '../../i18n/messages.ts';
import { clientNetwork } from '../../http/client-network.ts';
import { jobNames } from '../../jobs/queue.ts';
import { insertAuditEntry } from '../audit/index.ts';
import { queueSms } from '../outbox/index.ts';
import { insertDeviceCredential } from '../sessions/index.ts';
import { codeDigest, randomCode, randomSecret, sameDigest, sha256 } from '../../secrets.ts';
import { loadSettings } from '../settings/index.ts';
import { insertUserIfNew } from '../users/index.ts';
import {
  codeSendHistory,
  findLatestCodeForUpdate,
  insertCode,
  lockPhoneAndIp,
  markCodeUsed,
  recordWrongTry,
} from './repo.ts';

type Ctx = Pick<AppContext, 'db' | 'clock' | 'config' | 'jobs' | 'log' | 'caches'>;

export interface RegisterInput {
  phone?: string | null | undefined;
  email?: string | null | undefined;
  language?: string | null | undefined;
}

export interface VerifyInput {
  phoneNumber?: string | null | undefined;
  authCode?: string | null | undefined;
}

function refuse(message: LocalMessage): never {
  throw new AppError('signin.phone_refused', message);
}

/**
 * Limits must never fail open: if the database cannot answer, no code is sent and no code is checked.
 * (Our own refusals pass through; anything else becomes a 503.)
 */
async function failClosed<T>(ctx: Ctx, what: string, run: () => Promise<T>): Promise<T> {
  try {
    return await run();
  } catch (err) {
    if (isAppError(err)) throw err;
    ctx.log.error({ err }, `${what} failed`);
    throw new AppError('database.unavailable', msg('signin.unavailable'));
  }
}

/**
 * account/register: sends a 6-digit code by SMS (docs/design.md §5 "Phone sign-in"). The limits are counted in
 * the database under advisory locks on the phone and the IP, in the transaction that records the code
 * and queues the message, so they hold across any number of server instances.
 */
export async function requestCode(ctx: Ctx, input: RegisterInput, ip: string): Promise<void> {
  const settings = await failClosed(ctx, 'reading settings', () => loadSettings(ctx));
  const phone = checkSmsPhone(input.phone, countryList(settings.smsCountries));
  if (!phone.ok) refuse(phone.message);
  const language =
    input.language === undefined || input.language === null || input.language === ''
      ? undefined
      : input.language;
  if (language !== undefined && language !== 'en' && language !== 'he') refuse(msg('field.languageChoice'));
  const email = input.email?.trim() ? input.email.trim() : null;
  if (email !== null && !isEmailAddress(email)) refuse(msg('signin.invalidEmail'));

  const now = ctx.clock.now();
  // Codes are counted per network: an IPv6 client holds a whole /64 of addresses.
  const network = clientNetwork(ip);
  await failClosed(ctx, 'sending a sign-in code', () =>
    ctx.db.transaction(async (tx) => {
      await lockPhoneAndIp(tx, phone.e164, network);
      const history = await codeSendHistory(tx, phone.e164, network, {
        phone: new Date(now.getTime() - signInLimits.phoneWindowMinutes * 60_000),
        ip: new Date(now.getTime() - HOUR_MS),
      });
      const refusal = codeSendRefusal(history, now, settings.smsCodesPerNetworkPerHour);
      if (refusal !== null)
        throw new AppError('signin.throttled', refusal.message, {
          retryAfterSeconds: refusal.retryAfterSeconds,
        });
      const { user, created } = await insertUserIfNew(tx, {
        userName: phone.userName,
        phoneNumber: phone.e164,
        email,
        language: language ?? 'en',
        at: now,
      });
      if (created)
        await insertAuditEntry(
          tx,
          { userId: user.id, ip },
          {
            at: now,
            action: 'user.create',
            entity: 'user',
            entityId: user.id,
            before: null,
            after: { userName: user.userName },
          },
        );
      const code = randomCode();
      await insertCode(tx, {
        phone: phone.e164,
        codeHash: codeDigest(ctx.config.AUTH_SECRET, phone.e164, code),
        ip: network,
        createdAt: now,
        expiresAt: new Date(now.getTime() + signInLimits.codeMinutes * 60_000),
      });
      const text = verificationCodeText(language ?? user.language, settings.smsSenderName, code);
      await queueSms(ctx, tx, { to: phone.e164, body: text });
    }),
  );
  // She is waiting for the code: deliver now rather than at the next poll.
  ctx.jobs.wake(jobNames.deliverMessage);
}

/**
 * account/registrationVerify: checks the newest code of the phone. Wrong tries are counted (and the
 * fifth voids the code) in a transaction of their own, committed before the refusal is answered.
 */
export async function verifyCode(
  ctx: Ctx,
  input: VerifyInput,
  ip: string,
): Promise<{ userName: string; passwd: string }> {
  const phone = checkSmsPhone(input.phoneNumber, 'any');
  if (!phone.ok) refuse(phone.message);
  const code = input.authCode?.trim();
  if (!isCodeFormat(code)) throw new AppError('signin.code_refused', codeMessages.format);

  const outcome = await failClosed(ctx, 'checking a sign-in code', () =>
    ctx.db.transaction(async (tx) => {
      const now = ctx.clock.now();
      await lockPhoneAndIp(tx, phone.e164, null);
      const row = await findLatestCodeForUpdate(tx, phone.e164);
      if (row === undefined) return { refusal: codeMessages.none };
      if (row.usedAt !== null) return { refusal: codeMessages.used };
      if (row.voidedAt !== null) return { refusal: codeMessages.tooManyTries };
      if (row.expiresAt.getTime() <= now.getTime()) return { refusal: codeMessages.expired };
      if (!sameDigest(row.codeHash, codeDigest(ctx.config.AUTH_SECRET, phone.e164, code))) {
        const voided = row.attempts + 1 >= signInLimits.maxWrongTries;
        await recordWrongTry(tx, row.id, voided ? now : null);
        return { refusal: voided ? codeMessages.tooManyTries : codeMessages.wrong };
      }
      await markCodeUsed(tx, row.id, now);
      const { user } = await insertUserIfNew(tx, {
        userName: phone.userName,
        phoneNumber: phone.e164,
        email: null,
        language: 'en',
        at: now,
      });
      const passwd = randomSecret(32);
      await insertDeviceCredential(tx, { userId: user.id, secretHash: sha256(passwd), at: now, ip });
      return { credentials: { userName: user.userName, passwd } };
    }),
  );
  if ('refusal' in outcome) throw new AppError('signin.code_refused', outcome.refusal);
  return outcome.credentials;
}
