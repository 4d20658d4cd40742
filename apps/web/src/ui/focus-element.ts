/** Where focus goes when a dialog closes and the control that opened it is gone. */
export type FocusFallback = () => HTMLElement | null;

/** The page's own heading: what a visitor, or her screen reader, starts from when the rest changed. */
export const pageHeading: FocusFallback = () => document.querySelector<HTMLElement>('main h1');

/** Gives an element focus, making a heading focusable by script (not by Tab) first; true if it took it. */
export function focusElement(element: HTMLElement | null): boolean {
  if (!element?.isConnected) return false;
  if (element.tabIndex < 0 && !element.hasAttribute('tabindex')) element.setAttribute('tabindex', '-1');
  element.focus();
  return document.activeElement === element;
}
