import { readFileSync, rmSync, writeFileSync, mkdirSync } from 'node:fs';
import { join, resolve } from 'node:path';
import type { Config } from '../config.ts';

/**
 * The embedded database belongs to one process. The server records its pid in DATA_DIR/server.pid
 * while it holds PGlite, so the CLI (and a second server) can refuse instead of corrupting it.
 */
export function pidFilePath(config: Pick<Config, 'DATA_DIR'>): string {
  return join(resolve(config.DATA_DIR), 'server.pid');
}

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (err) {
    // EPERM: the process exists but belongs to another user.
    return (err as NodeJS.ErrnoException).code === 'EPERM';
  }
}

/** The pid of a live process holding DATA_DIR, other than this one; undefined if none. */
export function liveHolder(config: Pick<Config, 'DATA_DIR'>): number | undefined {
  let text: string;
  try {
    text = readFileSync(pidFilePath(config), 'utf8');
  } catch {
    return undefined;
  }
  const pid = Number.parseInt(text.trim(), 10);
  if (!Number.isInteger(pid) || pid <= 0 || pid === process.pid) return undefined;
  return isAlive(pid) ? pid : undefined;
}

export function writePidFile(config: Pick<Config, 'DATA_DIR'>): void {
  mkdirSync(resolve(config.DATA_DIR), { recursive: true });
  writeFileSync(pidFilePath(config), `${process.pid}\n`);
}

/** Removes the pid file only if it is still ours. */
export function removePidFile(config: Pick<Config, 'DATA_DIR'>): void {
  try {
    if (readFileSync(pidFilePath(config), 'utf8').trim() === String(process.pid)) rmSync(pidFilePath(config));
  } catch {
    // Already gone.
  }
}
