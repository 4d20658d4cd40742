import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  MAX_IMAGE_BYTES,
  checkImages,
  checkUploadEmail,
  imageFieldNames,
  imageKindOfMime,
  parseAddReplace,
  sniffImageKind,
  uploadMessages,
} from '../src/index.ts';
import { inEnglish } from './in-english.ts';

const ascii = (text: string) => Uint8Array.from(text, (c) => c.charCodeAt(0));

const png = { size: 1_000, kind: 'png' as const };
const jpg = { size: 2_000, kind: 'jpg' as const };

describe('checkImages', () => {
  it('takes 2 to 4 JPG or PNG images of at most 5 MB', () => {
    expect(checkImages([png, jpg])).toBeNull();
    expect(checkImages([png, jpg, png, { size: MAX_IMAGE_BYTES, kind: 'jpg' }])).toBeNull();
  });

  it('refuses fewer than two with the sentence of docs/product/booking.md §5', () => {
    expect(inEnglish(checkImages([png]))).toBe(
      'Please make sure to upload both your license and registration.',
    );
    expect(checkImages([])).toBe(uploadMessages.both);
  });

  it('refuses a file that is not an image by its bytes, and one over 5 MB, before counting', () => {
    expect(inEnglish(checkImages([{ size: 10, kind: null }]))).toBe(
      'Please upload your license and registration as JPG or PNG images.',
    );
    expect(inEnglish(checkImages([png, { size: MAX_IMAGE_BYTES + 1, kind: 'png' }]))).toBe(
      'Each image must be 5 MB or smaller.',
    );
    expect(checkImages([{ size: MAX_IMAGE_BYTES, truncated: true, kind: null }])).toBe(uploadMessages.size);
    expect(inEnglish(checkImages([png, jpg, png, jpg, png]))).toBe('Please upload at most 4 images.');
  });

  it('answers null only for 2 to 4 small images of a known kind (property)', () => {
    const candidate = fc.record({
      size: fc.integer({ min: 0, max: MAX_IMAGE_BYTES * 2 }),
      kind: fc.constantFrom('jpg' as const, 'png' as const, null),
    });
    fc.assert(
      fc.property(fc.array(candidate, { maxLength: 6 }), (images) => {
        const fine =
          images.length >= 2 &&
          images.length <= 4 &&
          images.every((i) => i.kind !== null && i.size <= MAX_IMAGE_BYTES);
        expect(checkImages(images) === null).toBe(fine);
      }),
    );
  });
});

describe('sniffImageKind', () => {
  it('knows PNG and JPEG by their signatures, not by anything else', () => {
    expect(sniffImageKind(Uint8Array.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0]))).toBe('png');
    expect(sniffImageKind(Uint8Array.from([0xff, 0xd8, 0xff, 0xe0]))).toBe('jpg');
    // A Windows program ("MZ"), a GIF, a PDF and nothing at all.
    expect(sniffImageKind(Uint8Array.from([0x4d, 0x5a, 0x90, 0]))).toBeNull();
    expect(sniffImageKind(ascii('GIF89a'))).toBeNull();
    expect(sniffImageKind(ascii('%PDF-1.7'))).toBeNull();
    expect(sniffImageKind(new Uint8Array())).toBeNull();
    expect(sniffImageKind(Uint8Array.from([0x89, 0x50, 0x4e]))).toBeNull();
  });

  it('maps the types judged from bytes', () => {
    expect(imageKindOfMime('image/jpeg')).toBe('jpg');
    expect(imageKindOfMime('image/png')).toBe('png');
    expect(imageKindOfMime('image/gif')).toBeNull();
    expect(imageKindOfMime('application/x-msdownload')).toBeNull();
    expect(imageKindOfMime(undefined)).toBeNull();
  });
});

describe('the other fields', () => {
  it('email is optional but must be an address when given', () => {
    expect(checkUploadEmail(undefined)).toEqual({ ok: true, email: null });
    expect(checkUploadEmail('  ')).toEqual({ ok: true, email: null });
    expect(checkUploadEmail(' dina@example.com ')).toEqual({ ok: true, email: 'dina@example.com' });
    expect(inEnglish(checkUploadEmail('dina@'))).toEqual({
      ok: false,
      message: 'Please enter a valid email address.',
    });
    expect(checkUploadEmail(`${'a'.repeat(250)}@example.com`)).toMatchObject({ ok: false });
  });

  it('add_replace: add or replace, or the checkbox as true/false; absent adds', () => {
    expect(parseAddReplace('add')).toBe('add');
    expect(parseAddReplace('replace')).toBe('replace');
    expect(parseAddReplace('True')).toBe('add');
    expect(parseAddReplace('false')).toBe('replace');
    expect(parseAddReplace(undefined)).toBe('add');
    expect(parseAddReplace('maybe')).toBeNull();
  });

  it('names the image parts image0 to image3', () => {
    expect(imageFieldNames).toEqual(['image0', 'image1', 'image2', 'image3']);
  });
});
