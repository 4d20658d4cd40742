import type { ComponentType } from 'react';
import { retryableLazy } from '../shared/retryable-lazy';

type PageModule = { default: ComponentType };

/*
 * Every page module, each its own chunk. Named by its path, so the server can tell which chunk and
 * stylesheets a page needs from the build manifest and link them in the HTML it renders.
 */
const pageModules = import.meta.glob<PageModule>('../features/*/*-page.tsx');

export type LazyPage = ComponentType & {
  preload: () => Promise<unknown>;
  /** The module's path from the web app's root, as the build manifest names it. */
  source: string;
};

/** A route-level chunk (shared/retryable-lazy.ts), with the path the build manifest names it by. */
export function lazyPage(name: `${string}/${string}-page`): LazyPage {
  const load = pageModules[`../features/${name}.tsx`];
  if (!load) throw new Error(`No page module features/${name}.tsx`);
  return Object.assign(retryableLazy(load), { source: `src/features/${name}.tsx` });
}
