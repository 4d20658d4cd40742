/**
 * Tabs as the ARIA pattern has them: one tab selected and in the tab order, its panel shown; the
 * arrow keys (mirrored right to left), Home and End move between the tabs and select them.
 */
export function enhanceTabs(list: HTMLElement): () => void {
  const tabs = () => [...list.querySelectorAll<HTMLElement>('[role="tab"]')];
  const select = (chosen: HTMLElement, focus: boolean) => {
    for (const tab of tabs()) {
      const selected = tab === chosen;
      tab.setAttribute('aria-selected', String(selected));
      tab.tabIndex = selected ? 0 : -1;
      tab.toggleAttribute('data-active', selected);
      const panel = document.getElementById(tab.getAttribute('aria-controls') ?? '');
      if (panel) panel.hidden = !selected;
    }
    if (focus) chosen.focus();
  };
  const onClick = (event: MouseEvent) => {
    // A click's target inside the document is an Element.
    const tab = (event.target as Element).closest<HTMLElement>('[role="tab"]');
    if (tab && list.contains(tab)) select(tab, false);
  };
  const onKeyDown = (event: KeyboardEvent) => {
    const all = tabs();
    // A key press's target is the focused tab, an HTMLElement.
    const current = all.indexOf(event.target as HTMLElement);
    if (current < 0) return;
    const rtl = getComputedStyle(list).direction === 'rtl';
    const step = { ArrowRight: rtl ? -1 : 1, ArrowLeft: rtl ? 1 : -1 }[event.key];
    let next: number | undefined;
    if (step !== undefined) next = (current + step + all.length) % all.length;
    else if (event.key === 'Home') next = 0;
    else if (event.key === 'End') next = all.length - 1;
    const tab = next === undefined ? undefined : all[next];
    if (!tab) return;
    event.preventDefault();
    select(tab, true);
  };
  list.addEventListener('click', onClick);
  list.addEventListener('keydown', onKeyDown);
  return () => {
    list.removeEventListener('click', onClick);
    list.removeEventListener('keydown', onKeyDown);
  };
}
