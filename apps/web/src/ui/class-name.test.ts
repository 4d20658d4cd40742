import { describe, expect, it } from 'vitest';
import { classNameProp, partClassNames } from './class-name';

describe('classNameProp', () => {
  it('gives the class as className', () => {
    expect(classNameProp('a')).toEqual({ className: 'a' });
  });

  it('leaves className out when the class is missing', () => {
    expect(classNameProp(undefined)).not.toHaveProperty('className');
  });
});

describe('partClassNames', () => {
  it('keeps the parts whose class is there and leaves the others out', () => {
    expect(partClassNames({ radio: 'r', label: undefined })).toStrictEqual({ radio: 'r' });
  });
});
