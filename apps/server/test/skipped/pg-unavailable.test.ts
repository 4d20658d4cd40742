import { it } from 'vitest';

// Run by the server-pg project in place of the integration tests when no PostgreSQL answers (outside CI),
// so the report shows a skip instead of nothing.
it.skip('server-pg: PostgreSQL is not reachable; set DATABASE_URL or start a local server', () => {});
