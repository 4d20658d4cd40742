/**
 * An accordion: each heading's button shows its panel (`aria-controls`) and, opening, closes the
 * others of the group, so a phone's screen stays short.
 */
export function enhanceAccordion(group: HTMLElement): () => void {
  const controls = () => [...group.querySelectorAll<HTMLElement>('button[aria-controls]')];
  const set = (button: HTMLElement, open: boolean) => {
    button.setAttribute('aria-expanded', String(open));
    const panel = document.getElementById(button.getAttribute('aria-controls') ?? '');
    if (panel) panel.hidden = !open;
    button.querySelectorAll('[data-open-mark]').forEach((mark) => mark.toggleAttribute('data-open', open));
  };
  const onClick = (event: MouseEvent) => {
    // A click's target inside the document is an Element.
    const button = (event.target as Element).closest<HTMLElement>('button[aria-controls]');
    if (!button || !group.contains(button)) return;
    const open = button.getAttribute('aria-expanded') !== 'true';
    for (const other of controls()) if (other !== button && open) set(other, false);
    set(button, open);
  };
  group.addEventListener('click', onClick);
  return () => group.removeEventListener('click', onClick);
}
