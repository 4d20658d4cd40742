import type { MessageLanguage } from '@tevila/domain';
import type { AppContext } from '../../context.ts';
import { AppError } from '../../errors.ts';
import { type LocalMessage, msg } from '../../i18n/messages.ts';
import { jobNames } from '../../jobs/queue.ts';
import { requireHuman } from '../bot-check/index.ts';
import { facilitySender, queueEmail } from '../outbox/index.ts';
import { loadSettings } from '../settings/index.ts';
import { countSignups, findTourForUpdate, hasSignup, insertSignup } from './repo.ts';
import type { SignupBody } from './schemas.ts';
import { checkSignupFields } from './signup-fields.ts';
import { signupEmail } from './signup-email.ts';
import { tourIdOf, tourNotFound } from './tour-id.ts';
import { toursChanged } from './tours-changed.ts';

type Ctx = Pick<AppContext, 'db' | 'clock' | 'caches' | 'adapters' | 'jobs'>;

function refuse(message: LocalMessage): never {
  throw new AppError('tour.refused', message);
}

/**
 * POST tours/{id}/signup. The fields and the bot check come first; then, in one transaction holding the
 * tour's row lock (so two visitors cannot both take the last spot), the tour is checked, the sign-up
 * stored and the facility's email queued, in the language of her page (the request's). A repeat by the same address succeeds without a second row.
 */
export async function signUpForTour(
  ctx: Ctx,
  input: { tourId: string; body: SignupBody; ip: string | null; language: MessageLanguage },
): Promise<void> {
  const person = checkSignupFields(input.body, input.tourId);
  await requireHuman(ctx, input.body.reCaptchaTokenResponse, input.ip);
  const tourId = tourIdOf(input.tourId);
  if (tourId === undefined) throw tourNotFound();
  // Read before the transaction: on the embedded engine a query outside it would wait for it.
  const settings = await loadSettings(ctx);
  const now = ctx.clock.now();
  const queued = await ctx.caches.feed.transaction(ctx.db, async (tx) => {
    const tour = await findTourForUpdate(tx, tourId);
    if (tour === undefined) throw tourNotFound();
    if (tour.startsAt.getTime() <= now.getTime()) refuse(msg('tour.past'));
    if (await hasSignup(tx, tourId, person.email)) return false;
    if (tour.capacity !== null && (await countSignups(tx, tourId)) >= tour.capacity) refuse(msg('tour.full'));
    if (!(await insertSignup(tx, { tourId, ...person, createdAt: now, ip: input.ip }))) return false;
    // One spot fewer, or the tour is now full and leaves the public list.
    await toursChanged(ctx, tx);
    await queueEmail(ctx, tx, {
      to: settings.facilityEmail,
      email: signupEmail(tour, person, { timeZone: settings.timeZone, language: input.language }),
      language: input.language,
      from: facilitySender(settings),
      replyTo: person.email,
    });
    return true;
  });
  if (queued) ctx.jobs.wake(jobNames.deliverMessage);
}
