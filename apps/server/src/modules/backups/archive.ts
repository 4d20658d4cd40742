import { createReadStream, createWriteStream } from 'node:fs';
import { rename, rm } from 'node:fs/promises';
import { pipeline } from 'node:stream/promises';
import { createGunzip, createGzip } from 'node:zlib';
import { extract, pack } from 'tar-stream';

/** One file inside a backup archive. */
export interface ArchiveEntry {
  name: string;
  data: Buffer;
}

/**
 * Writes the entries as a gzipped tar (readable with `tar -tzf`), first under a temporary name then
 * renamed: a backup file that exists is whole, even if the process stopped while writing it.
 */
export async function writeArchive(file: string, entries: AsyncIterable<ArchiveEntry>): Promise<number> {
  const partial = `${file}.partial`;
  const tar = pack();
  let bytes = 0;
  const writing = pipeline(tar, createGzip(), createWriteStream(partial, { mode: 0o600 }));
  // Awaited below, once the entries are in; a file that cannot be opened fails it before then, and
  // that must not end the process as a rejection nobody handled.
  writing.catch(() => undefined);
  try {
    for await (const entry of entries) {
      await new Promise<void>((done, fail) => {
        const sink = tar.entry(
          { name: entry.name, size: entry.data.length, mode: 0o600 },
          entry.data,
          (err) => (err ? fail(err) : done()),
        );
        // Its failure comes to the callback as well; unlistened, its event would end the process.
        sink.on('error', () => undefined);
      });
      bytes += entry.data.length;
    }
    tar.finalize();
    await writing;
  } catch (err) {
    tar.destroy();
    await writing.catch(() => undefined);
    // The first failure is the one to tell, not one of cleaning up after it.
    await rm(partial, { force: true }).catch(() => undefined);
    throw err;
  }
  await rename(partial, file);
  return bytes;
}

/** Every file of a gzipped tar, read whole; the gzip's checksum is checked at its end. */
export async function readArchive(file: string): Promise<Map<string, Buffer>> {
  const entries = new Map<string, Buffer>();
  const tar = extract();
  const reading = pipeline(createReadStream(file), createGunzip(), tar);
  const collecting = (async () => {
    for await (const entry of tar) {
      const chunks: Buffer[] = [];
      // A file's entry streams bytes (no encoding is set), so each chunk is a Buffer; Node types them any.
      for await (const chunk of entry) chunks.push(chunk as Buffer);
      if (entry.header.type === 'file') entries.set(entry.header.name, Buffer.concat(chunks));
    }
  })();
  await Promise.all([reading, collecting]);
  return entries;
}
