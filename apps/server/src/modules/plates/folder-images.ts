import { readFile, readdir, rm } from 'node:fs/promises';
import { join } from 'node:path';
import type { Db } from '../../db/client.ts';
import { isUserId } from '../users/index.ts';
import { INCOMING, platesDir } from './incoming-files.ts';
import { keepNamedImage } from './repo.ts';

/**
 * Keeps a plate image known by its old file name, `<submissionId>/<n>.<kind>` (a file of
 * DATA_DIR/uploads/plates before decision 0047, or of a backup's uploads/plates/), in the database at
 * the place its submission names it. False when no submission names it; an image already stored is
 * left as it is, so doing it again changes nothing.
 */
export async function keepImageNamed(db: Db, file: string, data: Buffer): Promise<boolean> {
  const [submissionId, name, ...more] = file.split('/');
  if (submissionId === undefined || name === undefined || more.length > 0 || !isUserId(submissionId))
    return false;
  return keepNamedImage(db, submissionId, file, data);
}

export interface FolderImagesMoved {
  /** Images now in the database. */
  moved: number;
  /** Files no submission names (its submission was deleted): removed. */
  removed: number;
}

/**
 * Moves the plate images an earlier version kept under DATA_DIR/uploads/plates/<submissionId>/ into
 * the database, once, at start (main.ts, and the operator's commands): each file is stored where its
 * submission names it, then removed; a file no submission names is removed. A file is removed only
 * after its image is in the database, so a start cut short loses nothing and the next finishes it;
 * instances sharing DATA_DIR may do it together. The folder of forms being received is left alone.
 */
export async function moveFolderImages(db: Db, dataDir: string): Promise<FolderImagesMoved> {
  const root = platesDir(dataDir);
  const folders = await readdir(root, { withFileTypes: true }).catch((err: NodeJS.ErrnoException) => {
    if (err.code === 'ENOENT') return [];
    throw err;
  });
  const done: FolderImagesMoved = { moved: 0, removed: 0 };
  for (const folder of folders) {
    if (!folder.isDirectory() || folder.name === INCOMING) continue;
    const path = join(root, folder.name);
    for (const file of await readdir(path, { withFileTypes: true })) {
      if (!file.isFile()) continue;
      const kept = await keepImageNamed(
        db,
        `${folder.name}/${file.name}`,
        await readFile(join(path, file.name)),
      );
      await rm(join(path, file.name), { force: true });
      done[kept ? 'moved' : 'removed'] += 1;
    }
    await rm(path, { recursive: true, force: true });
  }
  return done;
}
