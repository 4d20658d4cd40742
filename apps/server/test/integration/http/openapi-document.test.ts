import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { createTestApp } from '../../helpers/test-app.ts';

// Kept in the repository: a newcomer reads the API without running it, and a reviewer sees any change.
const kept = fileURLToPath(new URL('../../../../../docs/api/openapi.json', import.meta.url));

/**
 * The OpenAPI document is the API's contract with every client, so it changes only on purpose: the one
 * a production server serves (no development tools) is kept in docs/api/openapi.json, and a change of
 * a route's method, path, schema or words shows here as a difference. Update the file with the change:
 * `npx vitest run --project server-pg openapi-document -u`.
 */
describe('the OpenAPI document', () => {
  it('is the one kept in docs/api/openapi.json, whatever the release', async () => {
    const t = await createTestApp();
    try {
      const doc = (await t.app.inject({ method: 'GET', url: '/api/docs/json' })).json<{
        info: { version: string };
      }>();
      const released = { ...doc, info: { ...doc.info, version: 'the release (package.json)' } };
      await expect(`${JSON.stringify(released, null, 2)}\n`).toMatchFileSnapshot(kept);
    } finally {
      await t.close();
    }
  });
});
