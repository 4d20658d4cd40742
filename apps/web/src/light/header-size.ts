/**
 * A long name on a narrow phone makes the header taller: what scrolls into view stops below it. The
 * page's scroll padding (global.css) is set on the root element itself, not through a custom
 * property: one inherited by every element would restyle the whole page each time, which a phone
 * pays for while the page loads.
 */
export function trackHeaderSize(header: HTMLElement): () => void {
  const root = document.documentElement.style;
  const observer = new ResizeObserver(() => {
    root.scrollPaddingBlockStart = `calc(${header.offsetHeight}px + var(--app-scroll-gap))`;
  });
  // Its border box: padding and borders count, as they do for what the header covers.
  observer.observe(header, { box: 'border-box' });
  return () => {
    observer.disconnect();
    root.removeProperty('scroll-padding-block-start');
  };
}
