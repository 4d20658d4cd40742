import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { FacilityAddress } from './facility-address';

const settings = {
  facilityAddress: '12 Main Street\nBrooklyn, NY',
  facilityPhone: '+1 (718) 555-0100',
  facilityEmail: 'office@example.org',
};
const labels = { address: 'Address', phone: 'Phone', email: 'Email' };
const classes = { address: 'a', line: 'l' };

describe("the facility's address, written once for the footer and the contact page", () => {
  it('inline: "Phone: …" on one line, the address named for a screen reader only', () => {
    const { container } = render(
      <FacilityAddress settings={settings} labels={labels} layout="inline" classes={classes} />,
    );
    const address = container.querySelector('address');
    expect(address?.className).toBe('a');
    expect(address?.querySelector('.visually-hidden')?.textContent).toBe('Address: ');
    expect([...address!.querySelectorAll('bdi')].map((b) => b.textContent)).toEqual([
      '12 Main Street',
      'Brooklyn, NY',
    ]);
    const phone = screen.getByRole<HTMLAnchorElement>('link', { name: '+1 (718) 555-0100' });
    expect(phone.getAttribute('href')).toBe('tel:+17185550100');
    expect(phone.dir).toBe('ltr');
    expect(phone.parentElement?.textContent).toBe('Phone: +1 (718) 555-0100');
    expect(screen.getByRole('link', { name: 'office@example.org' }).getAttribute('href')).toBe(
      'mailto:office@example.org',
    );
    expect(container.querySelector('strong')).toBeNull();
  });

  it('stacked: each label in bold before its value, each value on a line of its own', () => {
    const { container } = render(
      <FacilityAddress settings={settings} labels={labels} layout="stacked" classes={classes} />,
    );
    expect([...container.querySelectorAll('strong')].map((s) => s.textContent)).toEqual([
      'Address',
      'Phone',
      'Email',
    ]);
    expect(screen.getByRole('link', { name: 'office@example.org' }).className).toBe('l');
    expect(container.querySelector('.visually-hidden')).toBeNull();
  });

  it('nothing when the settings hold no address, phone or email', () => {
    const { container } = render(
      <FacilityAddress settings={{}} labels={labels} layout="inline" classes={classes} />,
    );
    expect(container.innerHTML).toBe('');
  });
});
