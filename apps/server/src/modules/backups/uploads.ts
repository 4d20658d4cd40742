import { normalize } from 'node:path';
import type { Db } from '../../db/client.ts';
import { keepImageNamed, plateImagesTable, readPlateImages } from '../plates/index.ts';

/**
 * A backup's uploads/ (docs/decisions/0047): the plate images, as `plates/<submissionId>/<n>.<kind>`,
 * the layout they had under DATA_DIR before they moved into the database. Their table's rows are
 * carried as these files, not as JSON lines (where each would be twice its size, as hex), so an image
 * can be listed and opened with tar, and a backup written before the move restores the same way.
 */
const PLATES = 'plates/';

/** Tables a backup carries as uploads/ files rather than as tables/ lines. */
export const tablesAsUploads: readonly string[] = [plateImagesTable];

/** Images read per query: a few megabytes each at most. */
const PAGE = 20;

/** Every stored upload, by its path inside uploads/, read in the caller's snapshot. */
export async function readUploads(db: Db): Promise<{ path: string; data: Buffer }[]> {
  const all: { path: string; data: Buffer }[] = [];
  for (let offset = 0; ; offset += PAGE) {
    const page = await readPlateImages(db, offset, PAGE);
    all.push(...page.map((image) => ({ path: `${PLATES}${image.file}`, data: image.data })));
    if (page.length < PAGE) return all;
  }
}

/**
 * Puts a backup's uploads where they belong: each plate image at the place its submission (restored
 * before) names it. Answers how many were put back; a file no submission names (an older backup may
 * hold an image whose submission was already deleted, or a form that was being received) is left out.
 */
export async function restoreUploads(db: Db, files: ReadonlyMap<string, Buffer>): Promise<number> {
  let restored = 0;
  for (const [path, data] of files)
    if (path.startsWith(PLATES) && (await keepImageNamed(db, path.slice(PLATES.length), data))) restored += 1;
  return restored;
}

/** A path inside the uploads folder as a backup names it: relative, and never climbing out of it. */
export function isSafeUploadPath(path: string): boolean {
  if (path.length === 0 || path.includes('\0') || path.startsWith('/') || path.includes('\\')) return false;
  const normal = normalize(path);
  return normal === path && !normal.split('/').includes('..');
}
