import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { ApiError } from '../api/http';
import { i18n } from '../i18n/setup';
import { renderWithProviders } from '../../test/render';
import { ErrorAlert } from './error-alert';
import { ErrorNotice } from './error-notice';

describe("a server's sentence on the page", () => {
  it('is isolated, so it reads in its own direction with its full stop at its end (decision 0023)', () => {
    const refused = new ApiError('server', 'The code is not correct.', 400);
    renderWithProviders(
      <>
        <ErrorAlert error={refused} />
        <ErrorNotice error={new ApiError('server', 'הקוד שגוי.', 400)} />
      </>,
    );
    const english = screen.getByText('The code is not correct.');
    expect(english.tagName).toBe('BDI');
    expect(english.closest('[role="alert"]')).not.toBeNull();
    expect(screen.getByText('הקוד שגוי.').tagName).toBe('BDI');
  });

  it("shows a 500's fixed sentence in the page's language", async () => {
    await i18n.changeLanguage('he');
    try {
      renderWithProviders(<ErrorAlert error={new ApiError('server', 'An error occurred.', 500)} />);
      expect(screen.getByRole('alert').textContent).toBe('אירעה שגיאה.');
    } finally {
      await i18n.changeLanguage('en');
    }
  });
});
