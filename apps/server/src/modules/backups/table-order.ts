import type { TableLink } from './repo.ts';

/**
 * The tables in an order that writes every row after the rows it refers to: each table after the
 * tables its foreign keys name (a table's links to itself are its own rows, written in one statement).
 * Ties keep the names' order, so the same schema always gives the same order.
 */
export function writeOrder(tables: readonly string[], links: readonly TableLink[]): string[] {
  const known = new Set(tables);
  const needs = new Map(tables.map((t) => [t, new Set<string>()]));
  for (const { from, to } of links)
    if (from !== to && known.has(from) && known.has(to)) needs.get(from)!.add(to);
  const order: string[] = [];
  const placed = new Set<string>();
  const waiting = [...tables].sort();
  while (waiting.length > 0) {
    const next = waiting.findIndex((t) => [...needs.get(t)!].every((n) => placed.has(n)));
    if (next < 0) throw new Error(`The tables ${waiting.join(', ')} refer to each other in a cycle.`);
    for (const table of waiting.splice(next, 1)) {
      order.push(table);
      placed.add(table);
    }
  }
  return order;
}
