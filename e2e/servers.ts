/*
 * The browser tests' servers: one per Playwright worker, each on its own port and its own embedded
 * database, so that workers run side by side without sharing a clock, settings or rate limits.
 * E2E_PORT is the first port; E2E_SERVERS how many (and so how many workers).
 */
export const firstPort = Number(process.env.E2E_PORT ?? 3100);
export const serverCount = Math.max(1, Math.floor(Number(process.env.E2E_SERVERS ?? 2)) || 1);

/** The address of the server that worker `parallelIndex` talks to. */
export function serverUrl(parallelIndex: number): string {
  return `http://127.0.0.1:${firstPort + (parallelIndex % serverCount)}`;
}
