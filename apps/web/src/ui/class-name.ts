/**
 * A CSS module's class reads `string | undefined`, and Mantine's or react-router's `className` refuses
 * undefined: the prop is left out when the class is missing, as React did with an undefined one.
 */
export function classNameProp(name: string | undefined): { className?: string } {
  return name === undefined ? {} : { className: name };
}

/** Mantine's `classNames`, one class a part: a part whose class is missing is left out. */
export function partClassNames<Part extends string>(
  parts: Readonly<Record<Part, string | undefined>>,
): Partial<Record<Part, string>> {
  const defined: Partial<Record<Part, string>> = {};
  for (const part in parts) {
    const name = parts[part];
    if (name !== undefined) defined[part] = name;
  }
  return defined;
}
