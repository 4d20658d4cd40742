import clsx from 'clsx';
import type { ButtonHTMLAttributes } from 'react';
import { Link, type LinkProps } from 'react-router';
import classes from './light-button.module.css';

export interface LightButtonLook {
  variant?: 'filled' | 'white' | 'subtle';
  size?: 'sm' | 'lg' | 'compact-md';
}

/**
 * A link that looks like Mantine's Button, for the site's frame and the home page: they are on every
 * first paint, and Mantine's Button brings its loading transition and button groups with it.
 */
export function ButtonLink({
  variant = 'filled',
  size = 'sm',
  className,
  ...link
}: LinkProps & LightButtonLook) {
  return (
    <Link {...link} className={clsx(classes.button, className)} data-variant={variant} data-size={size} />
  );
}

/** A button with the same look. */
export function LightButton({
  variant = 'filled',
  size = 'sm',
  className,
  type = 'button',
  ...button
}: ButtonHTMLAttributes<HTMLButtonElement> & LightButtonLook) {
  return (
    <button
      {...button}
      type={type}
      className={clsx(classes.button, className)}
      data-variant={variant}
      data-size={size}
    />
  );
}
