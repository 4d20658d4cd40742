import { existsSync } from 'node:fs';
import { defineConfig } from 'drizzle-kit';

// `cd apps/server && npx drizzle-kit generate` (or `npm run db:generate` from the root) writes SQL
// migrations that are committed and applied at start. drizzle-kit resolves these paths from the working
// directory, so they are chosen to work from both places.
const base = existsSync('src/db/schema.ts') ? '.' : 'apps/server';

export default defineConfig({
  dialect: 'postgresql',
  schema: `${base}/src/db/schema.ts`,
  out: `${base}/src/db/migrations`,
});
