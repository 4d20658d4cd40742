/**
 * Small type guards that let the compiler prove what a value is, where a loose value (a string from a
 * request, a parsed JSON body, a database text column) meets a fixed list or a known shape.
 */

/** Whether a value is one of a fixed list of names; narrows it to the list's own type. */
export function isOneOf<const T>(names: readonly T[], value: unknown): value is T {
  const loose: readonly unknown[] = names;
  return loose.includes(value);
}

/** Whether a value is a plain object whose fields can be read by name (not null, not an array). */
export function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** A value's fields by name, or none when it is not an object: for reading a body of unknown shape. */
export function fieldsOf(value: unknown): Record<string, unknown> {
  return isRecord(value) ? value : {};
}

/** The keys of an object whose keys the program wrote itself (a table of names, a set of changes). */
export function keysOf<T extends object>(value: T): (keyof T & string)[] {
  // Object.keys is typed string[] since an object may carry more keys than its type names; these are ours.
  return Object.keys(value) as (keyof T & string)[];
}
