import { DEFAULT_THEME, mergeMantineTheme } from '@mantine/core';
import { describe, expect, it } from 'vitest';
import { theme, variantColorResolver } from './theme';

const full = mergeMantineTheme(DEFAULT_THEME, theme);

describe('button colours', () => {
  it('a subtle or light button keeps the shade asked for (a red 9 Remove is not drawn in red 6)', () => {
    for (const variant of ['subtle', 'light']) {
      expect(variantColorResolver({ color: 'red.9', variant, theme: full }).color).toBe(
        'var(--mantine-color-red-9)',
      );
    }
  });

  it('other variants and colours without a shade are Mantine’s own', () => {
    expect(variantColorResolver({ color: 'red', variant: 'subtle', theme: full }).color).toBe(
      'var(--mantine-color-red-light-color)',
    );
    expect(variantColorResolver({ color: 'red.9', variant: 'filled', theme: full }).background).toBe(
      'var(--mantine-color-red-9)',
    );
  });
});
