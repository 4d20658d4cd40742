import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { json } from '../../../test/fake-api';
import { readSession } from '../../shared/session';
import { enterCode, openLogin, sendCode, server, tokenAnswer, type } from './login-page-harness';

/** The password grant of a staff member, held for her second factor. */
const held = (error: string) =>
  json({ error, error_description: 'Staff accounts need a second factor.', mfa_token: 'mfa-1' }, 400);

const staffAnswer = { ...tokenAnswer, roles: ['Receptionist'] };

describe('/login: a staff member’s second step', () => {
  it('takes her app’s code (or a recovery code) with the mfa_token, and signs her in', async () => {
    let grants = 0;
    const api = server({
      'POST /api/token': () => (++grants === 1 ? held('second_factor_required') : json(staffAnswer)),
      'GET /api/api/account/secondfactor': () => json({ methods: ['totp', 'recovery'] }),
    });
    const { router } = await openLogin();
    await sendCode();
    await enterCode();
    const field = await screen.findByRole('textbox', {
      name: 'Code from your authenticator app, or a recovery code',
    });
    const logIn = screen.getByRole<HTMLButtonElement>('button', { name: 'Log In' });
    type(field, '12345');
    expect(logIn.disabled).toBe(true);
    type(field, 'ABCDE-FGHIJ');
    expect(logIn.disabled).toBe(false);
    fireEvent.click(logIn);
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));

    const [, second] = api.callsTo('POST', '/api/token');
    expect(Object.fromEntries(new URLSearchParams(second!.body))).toEqual({
      grant_type: 'second_factor',
      mfa_token: 'mfa-1',
      code: 'ABCDE-FGHIJ',
    });
    const [methods] = api.callsTo('GET', '/api/api/account/secondfactor');
    expect(methods!.headers.authorization).toBe('Bearer mfa-1');
    expect(readSession()?.roles).toEqual(['Receptionist']);
  });

  it('sets up an authenticator app at her first sign-in, shows her recovery codes, then signs her in', async () => {
    let grants = 0;
    const codes = Array.from({ length: 10 }, (_, i) => `aaaa${i}-bbbbb`);
    const api = server({
      'POST /api/token': () =>
        ++grants === 1 ? held('second_factor_enrollment_required') : json(staffAnswer),
      'GET /api/api/account/secondfactor': () => json({ methods: [] }),
      'POST /api/api/account/secondfactor/totp': () =>
        json({
          secret: 'JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP',
          otpauthUrl: 'otpauth://totp/Tevila:x?secret=JBSW',
        }),
      'POST /api/api/account/secondfactor/totp/confirm': () => json({ recoveryCodes: codes }),
    });
    const { router } = await openLogin();
    await sendCode();
    await enterCode();
    fireEvent.click(await screen.findByRole('button', { name: 'Use an authenticator app' }));
    expect(await screen.findByRole('img', { name: 'QR code for your authenticator app' })).toBeTruthy();
    expect(screen.getByText('JBSW Y3DP EHPK 3PXP JBSW Y3DP EHPK 3PXP')).toBeTruthy();
    type(screen.getByRole('textbox', { name: 'Code from the app' }), '123456');
    fireEvent.click(screen.getByRole('button', { name: 'Confirm' }));
    expect(await screen.findByRole('heading', { name: 'Save your recovery codes' })).toBeTruthy();
    for (const code of codes) expect(screen.getByText(code)).toBeTruthy();
    // Not signed in until she says she has saved them.
    expect(readSession()).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'I have saved them. Continue' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));

    const [confirm] = api.callsTo('POST', '/api/api/account/secondfactor/totp/confirm');
    expect(JSON.parse(confirm!.body)).toEqual({ code: '123456' });
    const [, second] = api.callsTo('POST', '/api/token');
    expect(Object.fromEntries(new URLSearchParams(second!.body))).toMatchObject({ code: '123456' });
  });

  it('keeps her focus at each step: the choice, the scan heading, a refused code, the recovery heading', async () => {
    let confirms = 0;
    server({
      'POST /api/token': () => held('second_factor_enrollment_required'),
      'GET /api/api/account/secondfactor': () => json({ methods: [] }),
      'POST /api/api/account/secondfactor/totp': () =>
        json({ secret: 'JBSWY3DPEHPK3PXP', otpauthUrl: 'otpauth://totp/Tevila:x?secret=JBSW' }),
      'POST /api/api/account/secondfactor/totp/confirm': () =>
        ++confirms === 1
          ? json({ success: false, errorMessage: 'That code is not right.' }, 400)
          : json({ recoveryCodes: ['aaaa0-bbbbb'] }),
    });
    await openLogin();
    await sendCode();
    await enterCode();
    const useApp = await screen.findByRole('button', { name: 'Use an authenticator app' });
    await waitFor(() => expect(document.activeElement?.tagName).toBe('BUTTON'));
    fireEvent.click(useApp);
    const scan = await screen.findByRole('heading', { name: 'Scan this code with your authenticator app' });
    await waitFor(() => expect(document.activeElement).toBe(scan));
    const field = screen.getByRole('textbox', { name: 'Code from the app' });
    type(field, '000000');
    fireEvent.click(screen.getByRole('button', { name: 'Confirm' }));
    expect(await screen.findByText('That code is not right.')).toBeTruthy();
    await waitFor(() => expect(document.activeElement).toBe(field));
    expect(field.getAttribute('aria-invalid')).toBe('true');
    type(field, '123456');
    fireEvent.click(screen.getByRole('button', { name: 'Confirm' }));
    const saved = await screen.findByRole('heading', { name: 'Save your recovery codes' });
    await waitFor(() => expect(document.activeElement).toBe(saved));
  });

  it('a refused code at a later sign-in brings her back to the field, marked as refused', async () => {
    server({
      'POST /api/token': (call) =>
        new URLSearchParams(call.body).get('grant_type') === 'second_factor'
          ? json({ error: 'invalid_grant', error_description: 'That code is not right.' }, 400)
          : held('second_factor_required'),
      'GET /api/api/account/secondfactor': () => json({ methods: ['totp', 'recovery'] }),
    });
    await openLogin();
    await sendCode();
    await enterCode();
    const field = await screen.findByRole('textbox', {
      name: 'Code from your authenticator app, or a recovery code',
    });
    await waitFor(() => expect(document.activeElement).toBe(field));
    type(field, '123456');
    fireEvent.click(screen.getByRole('button', { name: 'Log In' }));
    expect(await screen.findByText('That code is not right.')).toBeTruthy();
    await waitFor(() => expect(document.activeElement).toBe(field));
    expect(field.getAttribute('aria-invalid')).toBe('true');
  });
});
