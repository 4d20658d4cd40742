import { checkSmsPhone } from '@tevila/domain';
import type { Config } from './config.ts';
import { namedOptions, withDatabase, writer } from './cli-support.ts';
import type { Out } from './cli-support.ts';
import { removeSecondFactor } from './modules/sessions/staff-reset-service.ts';
import { findUserByUserName } from './modules/users/index.ts';

/**
 * `reset-second-factor --phone <e164>`: a staff member who lost her phone and her recovery codes (or
 * the last administrator, with nobody to do it on the site): her second factor is removed and she is
 * signed out everywhere; her next sign-in sets up a new one. Audited as user "cli".
 */
export async function resetSecondFactorCommand(config: Config, args: string[], out: Out): Promise<void> {
  const typed = namedOptions('reset-second-factor', args, ['phone'], '--phone <e164>').phone;
  const phone = checkSmsPhone(typed, 'any');
  if (!phone.ok) throw new Error(`Invalid phone number: ${typed}`);
  await withDatabase(config, async ({ db }) => {
    const user = await findUserByUserName(db, phone.userName);
    if (user === undefined) throw new Error(`No user has the phone ${phone.e164}.`);
    const done = await removeSecondFactor(writer(db), user.id, { userId: 'cli', ip: null });
    const had = [
      done.removed.totp ? 'an authenticator app' : '',
      done.removed.passkeys > 0 ? `${done.removed.passkeys} passkey(s)` : '',
    ]
      .filter((p) => p !== '')
      .join(' and ');
    out(
      `${had === '' ? 'Had no second factor' : `Removed ${had}`} of ${phone.e164}; ended ${done.sessionsEnded} session(s). Her next sign-in sets up a new one.`,
    );
  });
}
