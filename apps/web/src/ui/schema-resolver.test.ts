import { fieldText, msg, noteField } from '@tevila/contract';
import { describe, expect, it } from 'vitest';
import { z } from 'zod/mini';
import { schemaResolver } from './schema-resolver';

/**
 * A form checked by the contract's schema says each field's problem with the server's catalogue
 * sentence, naming the field by the label the page shows beside it rather than by the body's key.
 */
describe('the schema resolver', () => {
  const schema = z.object({
    lastName: noteField('lastName', 3),
    notes: noteField('notes', 3),
    code: z.optional(
      z.string().check(z.maxLength(3, { error: fieldText(msg('value.atMostChars', { max: 3 })) })),
    ),
  });
  const tooLong = { lastName: 'Levi', notes: 'Late', code: 'ABCD' };

  it('names the field by the label given, in English', () => {
    const errors = schemaResolver(schema, 'en', { lastName: 'Last name' })(tooLong);
    expect(errors.lastName).toBe('Last name must be at most 3 characters.');
  });

  it('names the field by the label given, in Hebrew', () => {
    const errors = schemaResolver(schema, 'he', { lastName: 'שם משפחה' })(tooLong);
    expect(errors.lastName).toBe('השדה שם משפחה יכול להכיל עד 3 תווים.');
  });

  it('names a field without a label of the page as the catalogue names it, never by its key', () => {
    const labels = { lastName: 'Last name' };
    expect(schemaResolver(schema, 'en', labels)(tooLong).notes).toBe(
      'The note must be at most 3 characters.',
    );
    expect(schemaResolver(schema, 'he', labels)(tooLong).notes).toBe('השדה הערה יכול להכיל עד 3 תווים.');
    expect(schemaResolver(schema, 'en')(tooLong).lastName).toBe(
      'The last name must be at most 3 characters.',
    );
  });

  it('leaves a sentence without a field unchanged', () => {
    const labels = { lastName: 'Last name', code: 'Code' };
    expect(schemaResolver(schema, 'en', labels)(tooLong).code).toBe('Must be at most 3 characters.');
    expect(schemaResolver(schema, 'en')(tooLong).code).toBe('Must be at most 3 characters.');
    expect(schemaResolver(schema, 'he', labels)(tooLong).code).toBe('אפשר להזין עד 3 תווים.');
  });

  it('says nothing of a body the schema takes', () => {
    expect(schemaResolver(schema, 'en', { lastName: 'Last name' })({ lastName: 'Kol' })).toEqual({});
  });
});
