/** The id of the list the server writes on a page that hands over to the app (apps/server page-html.ts). */
export const APP_SCRIPTS_ID = 'app-scripts';

/**
 * Fetches ahead, once, the app's scripts the server listed on this page (decision 0068): she has shown
 * where she goes, and the page the app draws next then finds them in the browser's cache.
 */
export function prefetchApp(doc: Document = document): void {
  const list = doc.getElementById(APP_SCRIPTS_ID);
  if (!list) return;
  list.remove();
  let scripts: unknown;
  try {
    scripts = JSON.parse(list.textContent ?? '[]');
  } catch {
    return;
  }
  if (!Array.isArray(scripts)) return;
  for (const href of scripts) {
    if (typeof href !== 'string' || !href.startsWith('/assets/')) continue;
    const link = doc.createElement('link');
    link.rel = 'prefetch';
    link.setAttribute('as', 'script');
    // As the app's module scripts are asked for, so the page after finds these in the cache.
    link.setAttribute('crossorigin', '');
    link.href = href;
    doc.head.append(link);
  }
}
