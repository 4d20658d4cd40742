import { describe, expect, it } from 'vitest';
import { donationProblem } from './donation-rules';

describe('the donation on a reservation: no negative values, none above the largest payment', () => {
  it.each([
    ['18', null],
    ['0.5', null],
    ['12.34', null],
    ['10000', null],
    ['', 'required'],
    ['0', 'belowMinimum'],
    ['-5', 'belowMinimum'],
    ['abc', 'format'],
    ['1.234', 'tooPrecise'],
    ['99999999', 'tooLarge'],
  ])('%j → %s', (value, problem) => expect(donationProblem(value)).toBe(problem));
});
