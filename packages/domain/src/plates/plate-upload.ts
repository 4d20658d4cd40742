import { z } from 'zod/mini';
import { msg, type DomainMessage } from '../messages/domain-message.ts';

/**
 * The license and registration upload (docs/product/booking.md §5, §9): at least two images, each at most 5 MB, JPG or
 * PNG as judged by the file's bytes; an optional email; add the plate or replace hers. The server and
 * the page apply the same rules, in the same order, with the same sentences.
 */
export const MAX_IMAGE_BYTES = 5_242_880;
export const MIN_IMAGES = 2;
export const MAX_IMAGES = 4;
/** The multipart names of the images: image0, image1 … (docs/product/booking.md §7). */
export const imageFieldNames = Array.from({ length: MAX_IMAGES }, (_, n) => `image${n}`);

export const imageKinds = ['jpg', 'png'] as const;
export type ImageKind = (typeof imageKinds)[number];
export const imageMimeTypes: Record<ImageKind, string> = { jpg: 'image/jpeg', png: 'image/png' };

export type AddReplace = 'add' | 'replace';

export const uploadMessages = {
  both: msg('upload.both'),
  type: msg('upload.type'),
  size: msg('upload.size'),
  tooMany: msg('upload.tooMany', { max: MAX_IMAGES }),
  email: msg('upload.email'),
  addReplace: msg('upload.addReplace'),
} as const;

/** One chosen file as far as the rules care: its size, whether it was cut off, its kind by its bytes. */
export interface ImageCandidate {
  size: number;
  /**
   * The upload stopped at the limit, so its real size is unknown but too large. The contract's form check
   * passes its optional field as it comes, undefined included: not cut off.
   */
  truncated?: boolean | undefined;
  kind: ImageKind | null;
}

/** The first refusal for these images (size, then type, then count), or null when they will do. */
export function checkImages(images: readonly ImageCandidate[]): DomainMessage | null {
  if (images.some((i) => i.truncated === true || i.size > MAX_IMAGE_BYTES)) return uploadMessages.size;
  if (images.some((i) => i.kind === null)) return uploadMessages.type;
  if (images.length > MAX_IMAGES) return uploadMessages.tooMany;
  if (images.length < MIN_IMAGES) return uploadMessages.both;
  return null;
}

const PNG_SIGNATURE = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];
const JPEG_SIGNATURE = [0xff, 0xd8, 0xff];
/** How many leading bytes sniffImageKind needs. */
export const SNIFF_BYTES = PNG_SIGNATURE.length;

const startsWith = (head: Uint8Array, signature: readonly number[]) =>
  head.length >= signature.length && signature.every((b, i) => head[i] === b);

/**
 * The kind of an image by its first bytes (the page's early check; the server judges with file-type).
 * A name or a declared type says nothing: a renamed program is not an image.
 */
export function sniffImageKind(head: Uint8Array): ImageKind | null {
  if (startsWith(head, PNG_SIGNATURE)) return 'png';
  if (startsWith(head, JPEG_SIGNATURE)) return 'jpg';
  return null;
}

/** The kind behind a MIME type judged from the bytes (file-type's answer), if it is one we take. */
export function imageKindOfMime(mime: string | undefined): ImageKind | null {
  if (mime === 'image/jpeg') return 'jpg';
  if (mime === 'image/png') return 'png';
  return null;
}

const MAX_EMAIL = 254;
const emailSchema = z.email();

export type EmailCheck = { ok: true; email: string | null } | { ok: false; message: DomainMessage };

/** The optional email: blank is none; anything else must be an address. */
export function checkUploadEmail(value: string | null | undefined): EmailCheck {
  const email = (value ?? '').trim();
  if (email === '') return { ok: true, email: null };
  if (email.length > MAX_EMAIL || !z.safeParse(emailSchema, email).success)
    return { ok: false, message: uploadMessages.email };
  return { ok: true, email };
}

/**
 * add_replace as the form sends it: "add" or "replace", or the checkbox's true/false ("True"/"False")
 * where checked means add. Absent, nothing of hers is dropped: add. Anything else is null (refused).
 */
export function parseAddReplace(value: string | null | undefined): AddReplace | null {
  const text = (value ?? '').trim().toLowerCase();
  if (text === '' || text === 'add' || text === 'true') return 'add';
  if (text === 'replace' || text === 'false') return 'replace';
  return null;
}
