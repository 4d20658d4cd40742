import { fireEvent, screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { listedUser } from '../../../test/account-fixtures';
import { fakeApi, json } from '../../../test/fake-api';
import { renderApp, withRoles } from '../../../test/render';

const person = (id: string, phone: string, roles: string[], testUser = false) =>
  listedUser({ id, userName: phone.slice(1), phoneNumber: phone, roles, testUser });

describe('/admin/users', () => {
  it('lists the staff by role and finds anyone by phone, each linking to her page', async () => {
    const api = fakeApi({
      'GET /api/api/users': (call) => {
        const role = new URL(call.url, 'http://x').searchParams.get('role');
        if (role === 'Admin') return json([person('a1', '+13105550120', ['Admin'])]);
        if (role === 'Receptionist') return json([person('r1', '+13105550130', ['Receptionist'])]);
        if (role === 'UserPlateAdmin') return json({ Message: 'Choose a role: Administrator.' }, 400);
        return json([]);
      },
      'GET /api/api/users/search': () => json([person('u1', '+13105550177', [], true)]),
    });
    vi.stubGlobal('fetch', api.fetch);
    renderApp({ path: '/admin/users', session: withRoles('Admin') });
    expect(await screen.findByRole('heading', { level: 1, name: 'Users' })).toBeTruthy();
    // The shared administration menu is on top.
    expect(screen.getByRole('navigation', { name: 'Administration' })).toBeTruthy();

    const admins = await screen.findByRole('list', { name: 'Administrator' });
    expect(within(admins).getByRole('link', { name: '+13105550120' }).getAttribute('href')).toBe(
      '/admin/users/a1',
    );
    const desk = await screen.findByRole('list', { name: 'Receptionist' });
    expect(within(desk).getByRole('link', { name: '+13105550130' }).getAttribute('href')).toBe(
      '/admin/users/r1',
    );
    expect((await screen.findByRole('alert')).textContent).toBe('Choose a role: Administrator.');
    expect(await screen.findByText('No one holds this role.')).toBeTruthy();
    expect(api.calls.filter((c) => c.path === '/api/api/users').map((c) => c.url)).toEqual([
      '/api/api/users?role=Admin',
      '/api/api/users?role=Receptionist',
      '/api/api/users?role=UserPlateAdmin',
      '/api/api/users?role=OpenGarageGate',
    ]);

    fireEvent.change(screen.getByRole('searchbox', { name: 'Phone number' }), { target: { value: '0177' } });
    const found = await screen.findByRole('list', { name: 'Users found' });
    const row = within(found).getByRole('listitem');
    expect(within(row).getByRole('link', { name: '+13105550177' }).getAttribute('href')).toBe(
      '/admin/users/u1',
    );
    expect(within(row).getByText('Test user')).toBeTruthy();
  });
});
