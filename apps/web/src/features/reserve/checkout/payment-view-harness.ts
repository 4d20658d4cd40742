import { fireEvent, screen } from '@testing-library/react';

/** The page's heading, once its step has drawn (a step waits on its data). */
export const title = (name: string) => screen.findByRole('heading', { level: 1, name }, { timeout: 15_000 });

export const click = (role: 'button' | 'radio' | 'switch', name: string | RegExp) =>
  fireEvent.click(screen.getByRole(role, { name }));
