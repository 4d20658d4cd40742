import { randomUUID } from 'node:crypto';
import { mkdir, readdir, readFile, rename, rm, stat } from 'node:fs/promises';
import { join, resolve, sep } from 'node:path';
import type { ImageKind } from '@tevila/domain';
import { imageMimeTypes } from '@tevila/domain';
import type { StoredUpload } from '../../db/schema.ts';
import { wallTime } from '../../clock.ts';

/**
 * License and registration images live under DATA_DIR/uploads/plates/<submissionId>/, readable by the
 * server's user alone (folders 0700, files 0600). Nothing serves this folder: the web server's static
 * files are only the built web app, and the images reach a plate administrator through the API.
 */
export function platesDir(dataDir: string): string {
  return join(resolve(dataDir), 'uploads', 'plates');
}

/** A form's image as received: its bytes already on disk (newIncomingFile). */
export interface ImageToStore {
  path: string;
  bytes: number;
  kind: ImageKind;
}

const incomingDir = (dataDir: string) => join(platesDir(dataDir), '.incoming');

/**
 * A new private file name for an image being received, beside the submissions' folders so that
 * keeping it is a rename. What a crash leaves here is never served and never named by a submission.
 */
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
  const names = await readdir(dir).catch(() => [] as string[]);
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

/**
 * Moves a submission's received images under their real names, each written whole before (a rename),
 * so a crash never leaves a half-written image under its real name. Any failure removes the folder.
 */
export async function writeSubmissionFiles(
  dataDir: string,
  submissionId: string,
  images: readonly ImageToStore[],
): Promise<StoredUpload[]> {
  const root = platesDir(dataDir);
  const folder = join(root, submissionId);
  await mkdir(root, { recursive: true, mode: 0o700 });
  await mkdir(folder, { mode: 0o700 });
  try {
    const stored: StoredUpload[] = [];
    for (const [n, image] of images.entries()) {
      const name = `${n}.${image.kind}`;
      await rename(image.path, join(folder, name));
      stored.push({ file: `${submissionId}/${name}`, mime: imageMimeTypes[image.kind], bytes: image.bytes });
    }
    return stored;
  } catch (err) {
    await removeSubmissionFiles(dataDir, submissionId);
    throw err;
  }
}

export async function removeSubmissionFiles(dataDir: string, submissionId: string): Promise<void> {
  await rm(join(platesDir(dataDir), submissionId), { recursive: true, force: true });
}

/** A stored image's bytes; undefined when the file is gone or its name points outside the folder. */
export async function readSubmissionFile(dataDir: string, file: string): Promise<Buffer | undefined> {
  const root = platesDir(dataDir);
  const path = resolve(root, file);
  if (!path.startsWith(root + sep)) return undefined;
  try {
    return await readFile(path);
  } catch (err) {
    if ((err as NodeJS.ErrnoException).code === 'ENOENT') return undefined;
    throw err;
  }
}
