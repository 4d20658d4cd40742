import { createTheme, type CSSVariablesResolver, type MantineColorsTuple } from '@mantine/core';

/**
 * A calm deep teal. Shades 6–9 reach at least 5:1 on white (WCAG AA for normal text); buttons use 7.
 */
const lagoon: MantineColorsTuple = [
  '#e7f3f6',
  '#d0e7ed',
  '#a3d0dc',
  '#72b7c9',
  '#4aa2b9',
  '#2f91ab',
  '#1a6b7f',
  '#155e70',
  '#0f5062',
  '#0a4252',
];

/** The system font stack: no web font is downloaded (privacy and speed). */
const systemFonts =
  'system-ui, -apple-system, "Segoe UI", Roboto, "Noto Sans", "Noto Sans Hebrew", Arial, "Helvetica Neue", sans-serif';

export const theme = createTheme({
  primaryColor: 'lagoon',
  primaryShade: 7,
  colors: { lagoon },
  fontFamily: systemFonts,
  headings: { fontFamily: systemFonts, fontWeight: '700' },
  defaultRadius: 'md',
  focusRing: 'auto',
  cursorType: 'pointer',
});

/** Mantine's dimmed grey and default anchor colour are below AA on white: darker ones here. */
export const cssVariablesResolver: CSSVariablesResolver = () => ({
  variables: {},
  light: {
    '--mantine-color-dimmed': 'var(--mantine-color-gray-7)',
    '--mantine-color-anchor': 'var(--mantine-color-lagoon-7)',
  },
  dark: {},
});
