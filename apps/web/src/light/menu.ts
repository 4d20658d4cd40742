import { openDialog } from './dialog';

/**
 * The header's menu button on a page without the app (a light page): it opens the menu's dialog
 * (the markup the server sent, closed) and says whether it is open; a link chosen in it closes it.
 */
export function enhanceMenu(button: HTMLElement): () => void {
  const dialog = document.getElementById(button.getAttribute('aria-controls') ?? '')?.closest('dialog');
  if (!dialog) return () => undefined;
  const labels = { closed: button.dataset.openLabel, open: button.dataset.closeLabel };
  const show = (open: boolean) => {
    button.setAttribute('aria-expanded', String(open));
    const label = open ? labels.open : labels.closed;
    if (label) button.setAttribute('aria-label', label);
  };
  const onPress = () => {
    if (dialog.open) dialog.close();
    else {
      openDialog(dialog);
      show(true);
    }
  };
  const onClose = () => show(false);
  const onChoose = (event: MouseEvent) => {
    // A click's target inside the document is an Element.
    if ((event.target as Element).closest('a[href]')) dialog.close();
  };
  button.addEventListener('click', onPress);
  dialog.addEventListener('close', onClose);
  dialog.addEventListener('click', onChoose);
  return () => {
    button.removeEventListener('click', onPress);
    dialog.removeEventListener('close', onClose);
    dialog.removeEventListener('click', onChoose);
  };
}
