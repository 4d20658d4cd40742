import { lazy, type ComponentType, type LazyExoticComponent } from 'react';

export type LazyPage = LazyExoticComponent<ComponentType> & { preload: () => Promise<unknown> };

/** A route-level chunk: React.lazy plus a preload() to start the download early. */
export function lazyPage(load: () => Promise<{ default: ComponentType }>): LazyPage {
  let pending: Promise<{ default: ComponentType }> | undefined;
  const once = () =>
    (pending ??= load().catch((error: unknown) => {
      pending = undefined; // let a later attempt retry
      throw error;
    }));
  return Object.assign(lazy(once), { preload: once });
}
