import { createElement, lazy, useState, type ComponentType } from 'react';

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

/**
 * A route-level chunk: React.lazy plus a preload() to start the download early. A page whose code has
 * already arrived is drawn at once, without the pause React keeps before showing lazy content.
 */
export function lazyPage(name: `${string}/${string}-page`): LazyPage {
  const load = pageModules[`../features/${name}.tsx`];
  if (!load) throw new Error(`No page module features/${name}.tsx`);
  let pending: Promise<PageModule> | undefined;
  let loaded: ComponentType | undefined;
  const once = () =>
    (pending ??= load().then(
      (module) => {
        loaded = module.default;
        return module;
      },
      (error: unknown) => {
        pending = undefined; // let a later attempt retry
        throw error;
      },
    ));
  const Lazy = lazy(once);
  function Page() {
    const [Component] = useState<ComponentType>(() => loaded ?? Lazy);
    return createElement(Component);
  }
  return Object.assign(Page, { preload: once, source: `src/features/${name}.tsx` });
}
