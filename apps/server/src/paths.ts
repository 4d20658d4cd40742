import { existsSync, readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

/**
 * Files the server reads at run time are found from the repository root, located by walking up to the
 * package.json named "tevila". This works from src/ under tsx and from the bundle in apps/server/dist/,
 * where import.meta.url is the only reliable anchor (no __dirname in ES modules).
 */
export function findRepoRoot(from: string = fileURLToPath(import.meta.url)): string {
  let dir = dirname(from);
  for (;;) {
    const candidate = join(dir, 'package.json');
    if (existsSync(candidate) && readPackageName(candidate) === 'tevila') return dir;
    const parent = dirname(dir);
    if (parent === dir)
      throw new Error(`Cannot find the repository root (a package.json named "tevila") above ${from}`);
    dir = parent;
  }
}

function readPackageName(file: string): string | undefined {
  try {
    const parsed: unknown = JSON.parse(readFileSync(file, 'utf8'));
    return typeof parsed === 'object' &&
      parsed !== null &&
      'name' in parsed &&
      typeof parsed.name === 'string'
      ? parsed.name
      : undefined;
  } catch {
    return undefined;
  }
}

export interface AppPaths {
  repoRoot: string;
  /** The built web app (Vite output). */
  webDist: string;
  /** The web app's server build, which renders pages on the server (decision 0017). */
  webServerEntry: string;
  /** drizzle-kit's generated SQL and its meta/_journal.json. */
  migrations: string;
  /** The root package.json, whose version is the app's version. */
  rootPackageJson: string;
}

export function resolvePaths(repoRoot: string = findRepoRoot()): AppPaths {
  return {
    repoRoot,
    webDist: join(repoRoot, 'apps', 'web', 'dist'),
    webServerEntry: join(repoRoot, 'apps', 'web', 'dist-ssr', 'entry-server.js'),
    migrations: join(repoRoot, 'apps', 'server', 'src', 'db', 'migrations'),
    rootPackageJson: join(repoRoot, 'package.json'),
  };
}
