import { readFileSync } from 'node:fs';
import type { AppContext } from '../../context.ts';
import { AppError } from '../../errors.ts';
import { msg } from '../../i18n/messages.ts';
import { selectOne } from './repo.ts';

/** Ready means the database answers; a load balancer stops sending traffic otherwise. */
export async function checkReady(ctx: Pick<AppContext, 'db'>): Promise<void> {
  try {
    await selectOne(ctx.db);
  } catch {
    throw new AppError('database.unavailable', msg('system.databaseUnreachable'));
  }
}

/** The app's version is the root package.json's (the web app compares it with its own to reload). */
export function readVersion(rootPackageJson: string): string {
  const parsed = JSON.parse(readFileSync(rootPackageJson, 'utf8')) as { version?: unknown };
  if (typeof parsed.version !== 'string') throw new Error(`${rootPackageJson} has no version`);
  return parsed.version;
}
