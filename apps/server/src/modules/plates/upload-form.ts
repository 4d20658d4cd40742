import { uploadMessages } from '@tevila/domain';
import type { FastifyRequest } from 'fastify';
import { AppError } from '../../errors.ts';
import { FORBIDDEN_TEXT_MESSAGE, holdsForbiddenText } from '../../http/text-rule.ts';

/**
 * Reads the multipart form of POST users/{id}/LicenseAndRegistration into memory, within the limits the
 * plugin was registered with (routes.ts). Every part is read to its end, even one that will be
 * refused, so the whole request is consumed and the answer reaches the browser; the rules are judged
 * afterwards, by the service, before anything is written.
 */
export interface UploadedFile {
  field: string;
  data: Buffer;
  /** The file went past the size limit; `data` holds only its start. */
  truncated: boolean;
}

export interface UploadForm {
  files: UploadedFile[];
  fields: Map<string, { value: string; truncated: boolean }>;
}

const UNREADABLE = 'The upload could not be read. Please choose your images and try again.';

// The parser's own refusals (@fastify/multipart), in our words.
const limitMessages: Record<string, string> = {
  FST_FILES_LIMIT: uploadMessages.tooMany,
  FST_FIELDS_LIMIT: 'The form has too many fields.',
  FST_PARTS_LIMIT: 'The form has too many fields.',
  FST_PROTO_VIOLATION: 'The form has a field name that is not allowed.',
};

async function readFile(file: AsyncIterable<Buffer> & { truncated?: boolean }) {
  const chunks: Buffer[] = [];
  for await (const chunk of file) chunks.push(chunk);
  return { data: Buffer.concat(chunks), truncated: file.truncated === true };
}

/** The form, or a refusal when the body is not a readable multipart form; a non-multipart body is empty. */
export async function readUploadForm(request: FastifyRequest): Promise<UploadForm> {
  const form: UploadForm = { files: [], fields: new Map() };
  if (!request.isMultipart()) return form;
  try {
    for await (const part of request.parts()) {
      if (part.type === 'file') {
        const { data, truncated } = await readFile(part.file);
        form.files.push({ field: part.fieldname, data, truncated });
      } else {
        const value = typeof part.value === 'string' ? part.value : String(part.value);
        form.fields.set(part.fieldname, { value, truncated: part.valueTruncated });
      }
    }
  } catch (err) {
    const code = (err as { code?: unknown }).code;
    throw new AppError(
      'plate.refused',
      (typeof code === 'string' ? limitMessages[code] : undefined) ?? UNREADABLE,
    );
  }
  // The edge's rule for text (http/text-rule.ts), for the fields only this reader sees.
  for (const [name, { value }] of form.fields)
    if (holdsForbiddenText(name) || holdsForbiddenText(value))
      throw new AppError('plate.refused', FORBIDDEN_TEXT_MESSAGE);
  return form;
}
