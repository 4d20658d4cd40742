/**
 * `target` as drizzle is given it, with its own `query` in place of the driver's: every other
 * property is the target's, its methods bound to it (pg's pool and clients keep state in `this`).
 */
export function withQuery<T extends object>(target: T, query: (...args: never[]) => unknown): T {
  return new Proxy(target, {
    get(own, key) {
      if (key === 'query') return query;
      const value: unknown = Reflect.get(own, key, own);
      return typeof value === 'function' ? value.bind(own) : value;
    },
  });
}
