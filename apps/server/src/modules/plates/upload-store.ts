import { randomUUID } from 'node:crypto';
import { mkdir, readFile, rename, rm, writeFile } from 'node:fs/promises';
import { join, resolve, sep } from 'node:path';
import type { ImageKind } from '@tevila/domain';
import { imageMimeTypes } from '@tevila/domain';
import type { StoredUpload } from '../../db/schema.ts';

/**
 * License and registration images live under DATA_DIR/uploads/plates/<submissionId>/, readable by the
 * server's user alone (folders 0700, files 0600). Nothing serves this folder: the web server's static
 * files are only the built web app, and the images reach a plate administrator through the API.
 */
export function platesDir(dataDir: string): string {
  return join(resolve(dataDir), 'uploads', 'plates');
}

export interface ImageToStore {
  data: Buffer;
  kind: ImageKind;
}

/**
 * Writes a submission's images, each to a temporary name first and renamed when complete, so a crash
 * never leaves a half-written image under its real name. Any failure removes the whole folder.
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
      const temporary = join(folder, `.${name}.${randomUUID()}.tmp`);
      await writeFile(temporary, image.data, { mode: 0o600, flag: 'wx' });
      await rename(temporary, join(folder, name));
      stored.push({
        file: `${submissionId}/${name}`,
        mime: imageMimeTypes[image.kind],
        bytes: image.data.length,
      });
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
