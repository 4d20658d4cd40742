import { msg, type DomainMessage } from '../messages/domain-message.ts';
import { textIn } from '../messages/sent.ts';

/** docs/design.md §5 "Phone sign-in": the limits on verification codes. */
export const signInLimits = {
  codeLength: 6,
  codeMinutes: 10,
  maxWrongTries: 5,
  resendSeconds: 60,
  /**
   * Codes to one phone per window of phoneWindowMinutes. A stranger who asks for them all and voids
   * each with wrong tries keeps her from a code no longer than one window, and the spend on one phone
   * stays at most perPhonePerWindow × 4 an hour (docs/decisions/0021; was 5 an hour, docs/design.md §5).
   */
  perPhonePerWindow: 3,
  phoneWindowMinutes: 15,
  /** The default of the setting smsCodesPerNetworkPerHour. */
  perIpPerHour: 20,
} as const;

export const HOUR_MS = 3_600_000;

export const codeMessages = {
  format: msg('signin.codeFormat'),
  wrong: msg('signin.codeWrong'),
  tooManyTries: msg('signin.codeTooManyTries'),
  expired: msg('signin.codeExpired'),
  used: msg('signin.codeUsed'),
  none: msg('signin.codeNone'),
} as const;

export function isCodeFormat(value: unknown): value is string {
  return typeof value === 'string' && /^\d{6}$/.test(value);
}

/** What the database knows about recent codes, counted inside the sender's transaction. */
export interface CodeSendHistory {
  /** The newest code sent to this phone, if any. */
  lastToPhoneAt: Date | null;
  /** Codes sent to this phone within the last phoneWindowMinutes, and the oldest of them. */
  phoneInWindow: { count: number; oldest: Date | null };
  /** Codes requested from this IP within the last hour, and the oldest of them. */
  ipLastHour: { count: number; oldest: Date | null };
}

export interface CodeSendRefusal {
  message: DomainMessage;
  retryAfterSeconds: number;
}

function inWords(seconds: number): DomainMessage {
  if (seconds < 60) return seconds === 1 ? msg('duration.second') : msg('duration.seconds', { n: seconds });
  const minutes = Math.ceil(seconds / 60);
  return minutes === 1 ? msg('duration.minute') : msg('duration.minutes', { n: minutes });
}

/** Whether one more code may be sent now; if not, a sentence that says when to try again. */
export function codeSendRefusal(
  history: CodeSendHistory,
  now: Date,
  perIpPerHour: number = signInLimits.perIpPerHour,
): CodeSendRefusal | null {
  const t = now.getTime();
  const waitUntil = (instant: number): number => Math.max(1, Math.ceil((instant - t) / 1000));
  if (history.lastToPhoneAt !== null) {
    const next = history.lastToPhoneAt.getTime() + signInLimits.resendSeconds * 1000;
    if (next > t) {
      const wait = waitUntil(next);
      return {
        message: msg('signin.codeJustSent', { wait: inWords(wait) }),
        retryAfterSeconds: wait,
      };
    }
  }
  if (history.phoneInWindow.count >= signInLimits.perPhonePerWindow) {
    const wait = waitUntil(
      (history.phoneInWindow.oldest?.getTime() ?? t) + signInLimits.phoneWindowMinutes * 60_000,
    );
    return {
      message: msg('signin.tooManyToPhone', { wait: inWords(wait) }),
      retryAfterSeconds: wait,
    };
  }
  if (history.ipLastHour.count >= perIpPerHour) {
    const wait = waitUntil((history.ipLastHour.oldest?.getTime() ?? t) + HOUR_MS);
    return {
      message: msg('signin.tooManyFromNetwork', { wait: inWords(wait) }),
      retryAfterSeconds: wait,
    };
  }
  return null;
}

/**
 * Wrong passwords at POST /api/token, counted over a window per user name (as typed, whether or not
 * it exists, so a refusal says nothing about who has an account) and per network. Past either limit
 * every password is refused, the right one too, until the oldest failure leaves the window.
 */
export const passwordLimits = {
  windowMinutes: 15,
  perUser: 10,
  perNetwork: 50,
} as const;

/** Failed (or still unchecked) password grants within the window. */
export interface PasswordFailures {
  user: { count: number; oldest: Date | null };
  network: { count: number; oldest: Date | null };
}

/** Whether a password may be checked now; if not, a sentence that says when to try again. */
export function passwordRefusal(failures: PasswordFailures, now: Date): CodeSendRefusal | null {
  const t = now.getTime();
  const waitFor = (oldest: Date | null): number =>
    Math.max(1, Math.ceil(((oldest?.getTime() ?? t) + passwordLimits.windowMinutes * 60_000 - t) / 1000));
  if (failures.user.count >= passwordLimits.perUser) {
    const wait = waitFor(failures.user.oldest);
    return {
      message: msg('signin.tooManyPasswordsUser', { wait: inWords(wait) }),
      retryAfterSeconds: wait,
    };
  }
  if (failures.network.count >= passwordLimits.perNetwork) {
    const wait = waitFor(failures.network.oldest);
    return {
      message: msg('signin.tooManyPasswordsNetwork', { wait: inWords(wait) }),
      retryAfterSeconds: wait,
    };
  }
  return null;
}

export type MessageLanguage = 'en' | 'he';

/**
 * The sign-in SMS: short and discreet (docs/design.md §8), the code first so a phone's preview shows it. It
 * names no one unless the administrator chose a sender name (setting smsSenderName), because a
 * facility's own name often says what it is for.
 */
export function verificationCodeText(language: MessageLanguage, senderName: string, code: string): string {
  const say = textIn(language);
  const name = senderName.trim();
  const text = say('signin.codeSms', { code, minutes: signInLimits.codeMinutes });
  return name === '' ? text : say('signin.codeSmsFrom', { name, text });
}
