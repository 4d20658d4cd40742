/**
 * The same address without a leading "www." in the host, or null when there is none: the site answers
 * on its bare host (docs/product/site-and-staff.md §4).
 */
export function withoutWww(href: string): string | null {
  const url = new URL(href);
  if (!url.hostname.toLowerCase().startsWith('www.')) return null;
  url.hostname = url.hostname.slice(4);
  return url.toString();
}
