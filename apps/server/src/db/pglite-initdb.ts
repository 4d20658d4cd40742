import { spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { createRequire } from 'node:module';
import { join } from 'node:path';

/**
 * Creates a new embedded database in `dataDir` in a short-lived child process (docs/decisions/0016).
 * PGlite creates one by running initdb in further WebAssembly instances of its own; in the server's
 * process their memory (about 450 MB) stayed resident until a full collection, which an idle server
 * may not make for minutes, and left ~85 MB of native heap behind. The server then opens the
 * directory as it opens an existing one. Nothing is done if it exists.
 */
export async function createDataDirApart(dataDir: string, startParams: readonly string[]): Promise<void> {
  if (existsSync(join(dataDir, 'PG_VERSION'))) return;
  const pglite = createRequire(import.meta.url).resolve('@electric-sql/pglite');
  const script = `require(${JSON.stringify(pglite)})
    .PGlite.create(${JSON.stringify(dataDir)}, { startParams: ${JSON.stringify(startParams)} })
    .then((db) => db.close())
    .catch((err) => { console.error(err); process.exit(1); });`;
  await new Promise<void>((resolve, reject) => {
    const child = spawn(process.execPath, ['-e', script], { stdio: ['ignore', 'ignore', 'pipe'] });
    let stderr = '';
    child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
    child.on('error', reject);
    child.on('exit', (code) =>
      code === 0
        ? resolve()
        : reject(new Error(`Could not create the embedded database in ${dataDir}: ${stderr.trim()}`)),
    );
  });
}
