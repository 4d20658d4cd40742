/**
 * Stripe's request encoding, read back: `a[b]=1&list[0]=x` becomes `{ a: { b: '1' }, list: ['x'] }`.
 * Values stay strings, as Stripe receives them; the fake converts what it needs.
 */

export type FormValue = string | FormValue[] | { [key: string]: FormValue };
export type FormObject = { [key: string]: FormValue };

export function parseStripeForm(encoded: string): FormObject {
  const root: FormObject = {};
  for (const [name, value] of new URLSearchParams(encoded)) {
    const keys = splitKey(name);
    let node: FormObject = root;
    keys.forEach((name, i) => {
      const key = name === '' ? String(Object.keys(node).length) : name;
      if (i === keys.length - 1) {
        node[key] = value;
        return;
      }
      const next = node[key];
      if (next === undefined || typeof next === 'string' || Array.isArray(next)) node[key] = {};
      node = node[key] as FormObject;
    });
  }
  return arraysFromIndexes(root) as FormObject;
}

/** `metadata[userId]` → ['metadata', 'userId']; an empty `[]` appends like an index. */
function splitKey(name: string): string[] {
  const first = /^[^[]+/.exec(name)?.[0] ?? name;
  const rest = [...name.slice(first.length).matchAll(/\[([^\]]*)\]/g)].map((m) => m[1] ?? '');
  return [first, ...rest];
}

/** Objects keyed 0..n-1 (and `[]`) are arrays on the wire: `expand[0]=…` or `expand[]=…`. */
function arraysFromIndexes(value: FormValue): FormValue {
  if (typeof value === 'string' || Array.isArray(value)) return value;
  const keys = Object.keys(value);
  const converted = Object.fromEntries(keys.map((k) => [k, arraysFromIndexes(value[k] as FormValue)]));
  if (keys.length > 0 && keys.every((k, i) => k === String(i))) return Object.values(converted);
  return converted;
}
