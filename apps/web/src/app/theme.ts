import {
  createTheme,
  defaultVariantColorsResolver,
  parseThemeColor,
  type CSSVariablesResolver,
  type MantineColorsTuple,
  type VariantColorsResolver,
} from '@mantine/core';

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

/**
 * Mantine draws the text of a light or subtle button in shade 6 at most, whatever shade is asked for:
 * "red.9" came out as red 6, 3.3:1 on white. The shade asked for is kept (red 9 is 5.6:1).
 */
export const variantColorResolver: VariantColorsResolver = (input) => {
  const colors = defaultVariantColorsResolver(input);
  if (input.variant !== 'subtle' && input.variant !== 'light') return colors;
  const parsed = parseThemeColor({ color: input.color ?? input.theme.primaryColor, theme: input.theme });
  if (!parsed.isThemeColor || parsed.shade === undefined) return colors;
  return { ...colors, color: `var(--mantine-color-${parsed.color}-${parsed.shade})` };
};

export const theme = createTheme({
  primaryColor: 'lagoon',
  primaryShade: 7,
  colors: { lagoon },
  fontFamily: systemFonts,
  headings: { fontFamily: systemFonts, fontWeight: '700' },
  defaultRadius: 'md',
  focusRing: 'auto',
  cursorType: 'pointer',
  variantColorResolver,
  components: {
    // A modal's title bar is a div, not a <header>: a second banner landmark on the page otherwise.
    // Named here, not imported, so the first paint does not bring the modal's code.
    ModalHeader: { defaultProps: { component: 'div' } },
  },
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
