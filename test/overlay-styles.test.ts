import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';

/*
 * Every Mantine component that floats over the page (a dropdown, a popover, a menu, a dialog) has the
 * stylesheets that place it, imported by the file that renders it or by the web app's shell (apps/web/src/app/mantine-styles.ts).
 * Without them it renders where it stands in the document: a Select's list opened in a dialog lay under
 * the dialog (its position "static"), where no touch or click could reach it.
 */
const FLOATING: Record<string, string[]> = {
  Select: ['Combobox', 'Popover'],
  Autocomplete: ['Combobox', 'Popover'],
  MultiSelect: ['Combobox', 'Popover', 'Pill', 'PillsInput'],
  TagsInput: ['Combobox', 'Popover', 'Pill', 'PillsInput'],
  Combobox: ['Combobox', 'Popover'],
  Popover: ['Popover'],
  HoverCard: ['Popover'],
  Menu: ['Menu', 'Popover'],
  Tooltip: ['Tooltip'],
  Modal: ['ModalBase', 'Modal', 'Overlay'],
  Drawer: ['ModalBase', 'Drawer', 'Overlay'],
  Dialog: ['Dialog'],
};

const src = join(import.meta.dirname, '../apps/web/src');

function sources(folder: string): string[] {
  return readdirSync(folder, { withFileTypes: true }).flatMap((entry) => {
    const path = join(folder, entry.name);
    if (entry.isDirectory()) return sources(path);
    return /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) ? [path] : [];
  });
}

/** The Mantine stylesheets a file imports: `@mantine/core/styles/Popover.layer.css` → Popover. */
const stylesOf = (source: string) =>
  new Set([...source.matchAll(/@mantine\/core\/styles\/(\w+)\.layer\.css/g)].map((m) => m[1]));

/** The components a file imports from @mantine/core (not its types). */
const componentsOf = (source: string) =>
  [...source.matchAll(/import\s*\{([^}]*)\}\s*from\s*'@mantine\/core'/g)].flatMap((m) =>
    m[1]!
      .split(',')
      .map((name) => name.trim())
      .filter((name) => name !== '' && !name.startsWith('type ')),
  );

describe('the stylesheets of what floats', () => {
  const shell = stylesOf(readFileSync(join(src, 'app/mantine-styles.ts'), 'utf8'));

  it('every dropdown, popover, menu and dialog has the styles that place it over the page', () => {
    const missing: string[] = [];
    for (const file of sources(src)) {
      const source = readFileSync(file, 'utf8');
      const own = stylesOf(source);
      for (const component of componentsOf(source))
        for (const sheet of FLOATING[component] ?? [])
          if (!own.has(sheet) && !shell.has(sheet))
            missing.push(`${relative(src, file)}: ${component} needs ${sheet}.layer.css`);
    }
    expect(missing).toEqual([]);
  });

  it('finds the components a file renders, across lines', () => {
    expect(
      componentsOf("import {\n  Button,\n  Select,\n  type SelectProps,\n} from '@mantine/core';"),
    ).toEqual(['Button', 'Select']);
  });
});
