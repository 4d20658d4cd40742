import { getConfig } from '@testing-library/react';
import { vi } from 'vitest';

/**
 * Waits until `check` passes, looking again on the real clock (vi.waitFor), for as long as any wait
 * of the suite may take (Testing Library's asyncUtilTimeout, test/setup.ts). For what Testing
 * Library's waitFor cannot wait on: a state outside the page while timers are faked (its own timers
 * would be the fake ones), or calls made without a page. vi.waitFor's own second fails a test for a
 * busy machine's slowness, not for what it checks.
 */
export function waitUntil<T>(check: () => T | Promise<T>): Promise<T> {
  return vi.waitFor(check, { timeout: getConfig().asyncUtilTimeout });
}
