/**
 * A long name on a narrow phone makes the header taller: what scrolls into view stops below it
 * (the page's scroll padding reads --app-header-block-size).
 */
export function trackHeaderSize(header: HTMLElement): () => void {
  const root = document.documentElement.style;
  const observer = new ResizeObserver(() => {
    root.setProperty('--app-header-block-size', `${header.offsetHeight}px`);
  });
  observer.observe(header);
  return () => {
    observer.disconnect();
    root.removeProperty('--app-header-block-size');
  };
}
