import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { needsSecondFactor, roleNames, secondFactorRoles, sessionRoles } from '../src/index.ts';

const someRoles = fc.subarray<string>([...roleNames]);

describe('sessionRoles', () => {
  it('leaves the staff roles out of a session that has not passed the second factor while it is required', () => {
    const held = ['Admin', 'OpenGarageGate', 'Receptionist', 'UserPlateAdmin'];
    expect(sessionRoles(held, { secondFactor: false }, true)).toEqual(['OpenGarageGate']);
    expect(sessionRoles(held, { secondFactor: true }, true)).toEqual(held);
    expect(sessionRoles(held, { secondFactor: false }, false)).toEqual(held);
    expect(sessionRoles([], { secondFactor: false }, true)).toEqual([]);
  });

  it('never gives a role she does not hold, and never a staff role without the factor', () => {
    fc.assert(
      fc.property(someRoles, fc.boolean(), fc.boolean(), (roles, secondFactor, required) => {
        const used = sessionRoles(roles, { secondFactor }, required);
        expect(used.every((r) => roles.includes(r))).toBe(true);
        // Whatever she holds, such a session would never be asked for the factor: it carries no staff role.
        if (!secondFactor) expect(needsSecondFactor(used, required)).toBe(false);
        // Only the staff roles are ever left out.
        const left = roles.filter((r) => !used.includes(r));
        expect(left.every((r) => (secondFactorRoles as readonly string[]).includes(r))).toBe(true);
      }),
    );
  });
});
