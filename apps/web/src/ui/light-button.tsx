import clsx from 'clsx';
import type { ButtonHTMLAttributes } from 'react';
import classes from './light-button.module.css';

export interface LightButtonLook {
  variant?: 'filled' | 'light' | 'white' | 'subtle';
  size?: 'sm' | 'md' | 'lg' | 'compact-md';
  /** A long label (Hebrew, a narrow phone) wraps inside the button rather than widening what holds it. */
  wrap?: boolean;
}

/**
 * A button that looks like Mantine's Button, for the site's frame, the home page and the form islands:
 * they are on a first paint, and Mantine's Button brings its loading transition and groups with it.
 */
export function LightButton({
  variant = 'filled',
  size = 'sm',
  className,
  type = 'button',
  wrap = false,
  ...button
}: ButtonHTMLAttributes<HTMLButtonElement> & LightButtonLook) {
  return (
    <button
      {...button}
      type={type}
      className={clsx(classes.button, className)}
      data-variant={variant}
      data-size={size}
      data-wrap={wrap ? '' : undefined}
    />
  );
}
