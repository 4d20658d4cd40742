import { describe, expect, it } from 'vitest';
import { donationProblem } from './donation-rules';

describe('the donation on a reservation: no negative values', () => {
  it.each([
    ['18', null],
    ['0.5', null],
    ['12.34', null],
    ['', 'invalid'],
    ['0', 'invalid'],
    ['-5', 'invalid'],
    ['abc', 'invalid'],
    ['1.234', 'cents'],
  ])('%j → %s', (value, problem) => expect(donationProblem(value)).toBe(problem));
});
