import { createWriteStream } from 'node:fs';
import { pipeline } from 'node:stream/promises';
import { MAX_IMAGE_BYTES, MAX_IMAGES, imageFieldNames, uploadMessages } from '@tevila/domain';
import type { FastifyRequest } from 'fastify';
import { AppError, codeOf } from '../../errors.ts';
import { FORBIDDEN_TEXT_MESSAGE, holdsForbiddenText } from '../../http/text-rule.ts';
import { type LocalMessage, msg } from '../../i18n/messages.ts';
import { discardIncoming, newIncomingFile } from './incoming-files.ts';

/**
 * Reads the multipart form of POST users/{id}/LicenseAndRegistration as a stream, within the limits the
 * plugin was registered with (routes.ts): each image goes straight to a private file on disk, so no
 * form, taken or refused, is held in memory. Every part is read to its end, even one that will be
 * refused, so the whole request is consumed and the answer reaches the browser; but once a file went
 * past the size limit or came under a name that is not an image's, nothing more is written. The rules
 * are judged afterwards, by the service, before anything is stored.
 */
export interface UploadedFile {
  field: string;
  /** Bytes received, up to the limit. */
  size: number;
  /** The file went past the size limit; what came after it was not kept. */
  truncated: boolean;
  /** Its bytes on disk while the form is judged; null when not kept (the form is refused anyway). */
  path: string | null;
}

export interface UploadForm {
  files: UploadedFile[];
  fields: Map<string, { value: string; truncated: boolean }>;
}

const UNREADABLE = msg('plate.unreadable');

// A body declared larger than the most a form may hold (every image at its limit, and room for the
// fields and part headers) is refused before a byte of it is read.
const MAX_FORM_BYTES = MAX_IMAGES * MAX_IMAGE_BYTES + 65_536;

// The parser's own refusals (@fastify/multipart), in our words.
const limitMessages: Record<string, LocalMessage> = {
  FST_FILES_LIMIT: uploadMessages.tooMany,
  FST_FIELDS_LIMIT: msg('plate.tooManyFields'),
  FST_PARTS_LIMIT: msg('plate.tooManyFields'),
  FST_PROTO_VIOLATION: msg('plate.badFieldName'),
};

type FileStream = AsyncIterable<Buffer> & { truncated?: boolean };

/** Streams one file part to `path`, or only counts it when `path` is null. */
async function receiveFile(file: FileStream, path: string | null): Promise<{ size: number }> {
  let size = 0;
  if (path === null) {
    for await (const chunk of file) size += chunk.length;
    return { size };
  }
  await pipeline(
    file,
    async function* count(source: AsyncIterable<Buffer>) {
      for await (const chunk of source) {
        size += chunk.length;
        yield chunk;
      }
    },
    createWriteStream(path, { mode: 0o600, flags: 'wx' }),
  );
  return { size };
}

/** Removes the form's files from disk; safe to call again. */
export async function discardForm(form: UploadForm): Promise<void> {
  await discardIncoming(form.files.flatMap((f) => (f.path === null ? [] : [f.path])));
}

/** The form, or a refusal when the body is not a readable multipart form; a non-multipart body is empty. */
export async function readUploadForm(request: FastifyRequest, dataDir: string): Promise<UploadForm> {
  const form: UploadForm = { files: [], fields: new Map() };
  if (!request.isMultipart()) return form;
  const declared = Number(request.headers['content-length']);
  if (Number.isFinite(declared) && declared > MAX_FORM_BYTES)
    throw new AppError('plate.refused', uploadMessages.size);
  let keep = true;
  try {
    for await (const part of request.parts()) {
      if (part.type === 'file') {
        keep &&= imageFieldNames.includes(part.fieldname);
        const path = keep ? await newIncomingFile(dataDir) : null;
        const entry: UploadedFile = { field: part.fieldname, size: 0, truncated: false, path };
        form.files.push(entry);
        entry.size = (await receiveFile(part.file, path)).size;
        entry.truncated = part.file.truncated;
        // A file past the limit refuses the form: what it and the files before it wrote goes now.
        if (entry.truncated) {
          keep = false;
          await discardForm(form);
          for (const f of form.files) f.path = null;
        }
      } else {
        const value = typeof part.value === 'string' ? part.value : String(part.value);
        form.fields.set(part.fieldname, { value, truncated: part.valueTruncated });
      }
    }
  } catch (err) {
    await discardForm(form);
    const code = codeOf(err);
    throw new AppError(
      'plate.refused',
      (typeof code === 'string' ? limitMessages[code] : undefined) ?? UNREADABLE,
    );
  }
  // The edge's rule for text (http/text-rule.ts), for the fields only this reader sees.
  for (const [name, { value }] of form.fields)
    if (holdsForbiddenText(name) || holdsForbiddenText(value)) {
      await discardForm(form);
      throw new AppError('plate.refused', FORBIDDEN_TEXT_MESSAGE);
    }
  return form;
}
