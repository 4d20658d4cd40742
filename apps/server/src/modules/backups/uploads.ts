import { mkdir, readFile, readdir, rename, rm, writeFile } from 'node:fs/promises';
import { dirname, join, normalize, relative, resolve, sep } from 'node:path';

/** Where uploaded files live: DATA_DIR/uploads (the plate submissions' images). */
export const uploadsDir = (dataDir: string) => join(resolve(dataDir), 'uploads');

/** Every file under the uploads folder, by its path inside it ('/'-separated). */
export async function listUploads(dataDir: string): Promise<string[]> {
  const root = uploadsDir(dataDir);
  const found = await readdir(root, { recursive: true, withFileTypes: true }).catch(
    (err: NodeJS.ErrnoException) => {
      if (err.code === 'ENOENT') return [];
      throw err;
    },
  );
  return found
    .filter((f) => f.isFile())
    .map((f) => relative(root, join(f.parentPath, f.name)).split(sep).join('/'))
    .sort();
}

export const readUpload = (dataDir: string, path: string) => readFile(join(uploadsDir(dataDir), path));

/** A path inside the uploads folder as a backup names it: relative, and never climbing out of it. */
export function isSafeUploadPath(path: string): boolean {
  if (path.length === 0 || path.includes('\0') || path.startsWith('/') || path.includes('\\')) return false;
  const normal = normalize(path);
  return normal === path && !normal.split('/').includes('..');
}

/**
 * Puts the backup's uploads in place of the current ones: written beside them first, then swapped
 * by renaming, so the folder is never half one and half the other.
 */
export async function replaceUploads(dataDir: string, files: ReadonlyMap<string, Buffer>): Promise<void> {
  const root = uploadsDir(dataDir);
  const incoming = `${root}.restoring`;
  const previous = `${root}.before-restore`;
  await rm(incoming, { recursive: true, force: true });
  await mkdir(incoming, { recursive: true });
  for (const [path, data] of files) {
    const target = join(incoming, path);
    await mkdir(dirname(target), { recursive: true });
    await writeFile(target, data, { mode: 0o600 });
  }
  await rm(previous, { recursive: true, force: true });
  await rename(root, previous).catch((err: NodeJS.ErrnoException) => {
    if (err.code !== 'ENOENT') throw err;
  });
  await rename(incoming, root);
  await rm(previous, { recursive: true, force: true });
}
