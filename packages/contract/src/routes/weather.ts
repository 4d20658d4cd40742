import type { Route } from '../route.ts';

/** Tonight's weather warning. */
export const weatherApi = {
  /** GET → { night, warning }: tonight's weather warning, or null. */
  tonight: { method: 'GET', path: '/api/api/settings/weather' },
} as const satisfies Record<string, Route>;
