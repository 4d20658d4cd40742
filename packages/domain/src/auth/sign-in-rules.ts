/** DESIGN §5 "Phone sign-in": the limits on verification codes. */
export const signInLimits = {
  codeLength: 6,
  codeMinutes: 10,
  maxWrongTries: 5,
  resendSeconds: 60,
  /**
   * Codes to one phone per window of phoneWindowMinutes. A stranger who asks for them all and voids
   * each with wrong tries keeps her from a code no longer than one window, and the spend on one phone
   * stays at most perPhonePerWindow × 4 an hour (docs/decisions/0021; was 5 an hour, DESIGN §5).
   */
  perPhonePerWindow: 3,
  phoneWindowMinutes: 15,
  /** The default of the setting smsCodesPerNetworkPerHour. */
  perIpPerHour: 20,
} as const;

export const HOUR_MS = 3_600_000;

export const codeMessages = {
  format: 'The code must be 6 digits.',
  wrong: 'The code is not correct.',
  tooManyTries: 'Too many wrong tries. Please request a new code.',
  expired: 'The code has expired. Please request a new code.',
  used: 'This code has already been used. Please request a new code.',
  none: 'No code was requested for this number. Please request a code first.',
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
  message: string;
  retryAfterSeconds: number;
}

function inWords(seconds: number): string {
  if (seconds < 60) return seconds === 1 ? '1 second' : `${seconds} seconds`;
  const minutes = Math.ceil(seconds / 60);
  return minutes === 1 ? '1 minute' : `${minutes} minutes`;
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
        message: `A code was just sent to this number. Please wait ${inWords(wait)} before asking for another.`,
        retryAfterSeconds: wait,
      };
    }
  }
  if (history.phoneInWindow.count >= signInLimits.perPhonePerWindow) {
    const wait = waitUntil(
      (history.phoneInWindow.oldest?.getTime() ?? t) + signInLimits.phoneWindowMinutes * 60_000,
    );
    return {
      message: `Too many codes were sent to this number. Please try again in ${inWords(wait)}.`,
      retryAfterSeconds: wait,
    };
  }
  if (history.ipLastHour.count >= perIpPerHour) {
    const wait = waitUntil((history.ipLastHour.oldest?.getTime() ?? t) + HOUR_MS);
    return {
      message: `Too many codes were requested from your network. Please try again in ${inWords(wait)}.`,
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
      message: `Too many wrong passwords for this user. Please try again in ${inWords(wait)}.`,
      retryAfterSeconds: wait,
    };
  }
  if (failures.network.count >= passwordLimits.perNetwork) {
    const wait = waitFor(failures.network.oldest);
    return {
      message: `Too many wrong passwords from your network. Please try again in ${inWords(wait)}.`,
      retryAfterSeconds: wait,
    };
  }
  return null;
}

export type MessageLanguage = 'en' | 'he';

/**
 * The SMS text: short and discreet (DESIGN §8). It names the facility as the administrator wrote it
 * and nothing about what the facility is for.
 */
export function verificationCodeText(language: MessageLanguage, facilityName: string, code: string): string {
  const name = facilityName.trim();
  const minutes = signInLimits.codeMinutes;
  const text =
    language === 'he'
      ? `הקוד שלך הוא ${code}. תוקפו יפוג בעוד ${minutes} דקות.`
      : `your code is ${code}. It expires in ${minutes} minutes.`;
  return name === '' ? text.charAt(0).toUpperCase() + text.slice(1) : `${name}: ${text}`;
}
