import { randomUUID } from 'node:crypto';
import { mkdir, readFile, readdir, rm, stat } from 'node:fs/promises';
import { join, resolve } from 'node:path';
import type { ImageKind } from '@tevila/domain';
import { wallTime } from '../../clock.ts';

/**
 * Where a form's images wait while it is judged: DATA_DIR/uploads/plates/.incoming, readable by the
 * server's user alone (folders 0700, files 0600). A form is streamed here so that none is held in
 * memory; once judged, a kept image's bytes go to the database (plate_images) and every file here is
 * removed. Nothing serves this folder.
 */
export function platesDir(dataDir: string): string {
  return join(resolve(dataDir), 'uploads', 'plates');
}

/** A form's image as received: its bytes on disk (newIncomingFile) until they are stored. */
export interface ImageToStore {
  path: string;
  bytes: number;
  kind: ImageKind;
}

export const INCOMING = '.incoming';

const incomingDir = (dataDir: string) => join(platesDir(dataDir), INCOMING);

/** A new private file name for an image being received. What a crash leaves here is never served. */
export async function newIncomingFile(dataDir: string): Promise<string> {
  const dir = incomingDir(dataDir);
  await mkdir(dir, { recursive: true, mode: 0o700 });
  return join(dir, randomUUID());
}

/**
 * Removes what a crash left while a form was arriving. Only files older than any form can take (an
 * hour), since instances sharing DATA_DIR may be receiving one right now. File times are the disk's
 * own, hence the wall clock here.
 */
export async function sweepIncoming(dataDir: string, olderThanMs = 60 * 60_000): Promise<number> {
  const dir = incomingDir(dataDir);
  const names = await readdir(dir).catch((): string[] => []);
  let removed = 0;
  for (const name of names) {
    const path = join(dir, name);
    const info = await stat(path).catch(() => undefined);
    if (info === undefined || wallTime() - info.mtimeMs < olderThanMs) continue;
    await rm(path, { force: true });
    removed += 1;
  }
  return removed;
}

export async function discardIncoming(paths: readonly string[]): Promise<void> {
  await Promise.all(paths.map((p) => rm(p, { force: true })));
}

/** A received image's bytes, to be stored. */
export const readIncoming = (path: string): Promise<Buffer> => readFile(path);
