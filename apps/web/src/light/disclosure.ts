/**
 * A button that shows and hides what it controls (`aria-controls`), as a menu's group does: the
 * state is the button's `aria-expanded` and the controlled element's `hidden`, both in the markup
 * the server sent.
 */
export function enhanceDisclosure(button: HTMLElement): () => void {
  const onClick = () => {
    const target = document.getElementById(button.getAttribute('aria-controls') ?? '');
    if (!target) return;
    const open = button.getAttribute('aria-expanded') !== 'true';
    button.setAttribute('aria-expanded', String(open));
    target.hidden = !open;
    // The chevron turns with it.
    button.querySelectorAll('[data-open-mark]').forEach((mark) => mark.toggleAttribute('data-open', open));
  };
  button.addEventListener('click', onClick);
  return () => button.removeEventListener('click', onClick);
}
