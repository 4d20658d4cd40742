/**
 * The first control of `form`, in the order the form shows them, whose name is a key of `problems`:
 * the field a refused submit gives the focus to, as the browser's own check would.
 */
export function firstNamedField(form: HTMLFormElement, problems: object): HTMLElement | null {
  const first = Array.from(form.elements).find((element) => {
    const name = element.getAttribute('name');
    return name !== null && name in problems;
  });
  return first instanceof HTMLElement ? first : null;
}
