import {
  checkImages,
  checkUploadEmail,
  imageFieldNames,
  imageKindOfMime,
  parseAddReplace,
  uploadMessages,
} from '@tevila/domain';
import type { AddReplace, ImageCandidate } from '@tevila/domain';
import { fileTypeFromFile } from 'file-type';
import { AppError } from '../../errors.ts';
import { msg } from '../../i18n/messages.ts';
import type { LocalMessage } from '../../i18n/messages.ts';
import type { UploadForm } from './upload-form.ts';
import type { ImageToStore } from './incoming-files.ts';

export interface CheckedUpload {
  images: ImageToStore[];
  email: string | null;
  addReplace: AddReplace;
}

const TEXT_FIELDS = new Set(['email', 'add_replace']);

function refuse(message: LocalMessage): never {
  throw new AppError('plate.refused', message);
}

const named = (field: string) => JSON.stringify(field.slice(0, 40));

/**
 * The upload judged by the rules of docs/product/booking.md §5 (domain checkImages and friends). An image's type is
 * judged from its bytes with file-type, never from its name or the type the browser declared.
 */
export async function checkUploadForm(form: UploadForm): Promise<CheckedUpload> {
  const stray = form.files.find((f) => !imageFieldNames.includes(f.field));
  if (stray !== undefined) refuse(msg('plate.fileField', { field: named(stray.field) }));
  // A file not kept follows one past the limit (the size refusal comes first) or a stray one (above).
  const candidates: ImageCandidate[] = await Promise.all(
    form.files.map(async (f) => ({
      size: f.size,
      truncated: f.truncated,
      kind: f.path === null ? null : imageKindOfMime((await fileTypeFromFile(f.path))?.mime),
    })),
  );
  const problem = checkImages(candidates);
  if (problem !== null) refuse(problem);

  const unknown = [...form.fields.keys()].find((name) => !TEXT_FIELDS.has(name));
  if (unknown !== undefined) refuse(msg('plate.unknownField', { field: named(unknown) }));
  const emailField = form.fields.get('email');
  if (emailField?.truncated === true) refuse(uploadMessages.email);
  const email = checkUploadEmail(emailField?.value);
  if (!email.ok) refuse(email.message);
  const addReplaceField = form.fields.get('add_replace');
  const addReplace = addReplaceField?.truncated === true ? null : parseAddReplace(addReplaceField?.value);
  if (addReplace === null) refuse(uploadMessages.addReplace);

  const images = form.files.map((f, n) => {
    const kind = candidates[n]?.kind;
    if (kind == null || f.path === null) refuse(uploadMessages.type);
    return { path: f.path, bytes: f.size, kind };
  });
  return { images, email: email.email, addReplace };
}
