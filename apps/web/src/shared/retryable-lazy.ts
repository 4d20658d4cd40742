import { createElement, lazy, useState, type ComponentType, type LazyExoticComponent } from 'react';

type Module<P extends object> = { default: ComponentType<P> };

export type RetryableLazy<P extends object> = ComponentType<P> & {
  /** Starts loading the code now (a page's link, a dialog about to open). */
  preload: () => Promise<Module<P>>;
};

/**
 * React.lazy that can try again. React keeps a lazy component's failure for good, so a chunk that
 * failed to arrive once (a dropped connection on her phone) would leave its page broken until a
 * reload; here the next mount after a failure loads it afresh. Code that has already arrived is drawn
 * at once, without the pause React keeps before showing lazy content.
 */
export function retryableLazy<P extends object>(load: () => Promise<Module<P>>): RetryableLazy<P> {
  let pending: Promise<Module<P>> | undefined;
  let loaded: ComponentType<P> | undefined;
  let attempt: LazyExoticComponent<ComponentType<P>>;
  const once = (): Promise<Module<P>> =>
    (pending ??= load().then(
      (module) => {
        loaded = module.default;
        return module;
      },
      (error: unknown) => {
        pending = undefined;
        attempt = lazy(once);
        throw error;
      },
    ));
  attempt = lazy(once);
  function Retryable(props: P) {
    const [Component] = useState<ComponentType<P>>(() => loaded ?? attempt);
    return createElement(Component, props);
  }
  return Object.assign(Retryable, { preload: once });
}
