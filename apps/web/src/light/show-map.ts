/**
 * "Show map" (docs/design.md §8): no third-party request until she asks. The button carries the
 * map's address and title (`data-src`, `data-title`); pressing it puts OpenStreetMap's frame in place
 * of the drawing it controls (`aria-controls`) and hands it the focus, the button gone.
 */
export function enhanceShowMap(button: HTMLElement): () => void {
  const onClick = () => {
    const placeholder = document.getElementById(button.getAttribute('aria-controls') ?? '');
    const { src, title, frameClass } = button.dataset;
    if (!placeholder || !src) return;
    const frame = document.createElement('iframe');
    frame.src = src;
    frame.title = title ?? '';
    if (frameClass) frame.className = frameClass;
    frame.setAttribute('referrerpolicy', 'no-referrer');
    frame.setAttribute('sandbox', 'allow-scripts allow-same-origin allow-popups');
    placeholder.before(frame);
    placeholder.hidden = true;
    button.hidden = true;
    frame.focus();
  };
  button.addEventListener('click', onClick);
  return () => button.removeEventListener('click', onClick);
}
