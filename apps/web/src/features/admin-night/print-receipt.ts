/**
 * Prints a receipt the server could not send to a printer itself: the printable HTML in a new
 * window, then the browser's print dialog. False when the browser refused the window.
 */
export function printHtml(
  html: string,
  open: typeof window.open = (...args) => window.open(...args),
): boolean {
  const win = open('', '_blank');
  if (!win) return false;
  win.document.open();
  win.document.write(html);
  win.document.close();
  win.focus();
  win.print();
  return true;
}
