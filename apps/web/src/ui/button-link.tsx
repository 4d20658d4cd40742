import clsx from 'clsx';
import { Link, type LinkProps } from 'react-router';
import type { LightButtonLook } from './light-button';
import classes from './light-button.module.css';

/**
 * A link with the look of LightButton, for the site's frame and the home page.
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
