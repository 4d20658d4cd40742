import {
  MAX_IMAGE_BYTES,
  SNIFF_BYTES,
  checkImages,
  checkUploadEmail,
  sniffImageKind,
  uploadMessages,
  type ImageKind,
  type Message,
} from '@tevila/domain';

/** One of the upload's own refusals (domain uploadMessages), by the key of its translation. */
export type UploadProblem = keyof typeof uploadMessages;

const problems = Object.keys(uploadMessages) as UploadProblem[];

/** The problem a refusal of the rules stands for, if it is one of the upload's. */
export function problemOf(message: Message): UploadProblem | null {
  return problems.find((key) => uploadMessages[key].key === message.key) ?? null;
}

async function headOf(file: Blob): Promise<Uint8Array> {
  const head = file.slice(0, SNIFF_BYTES);
  // Older engines (and the test DOM) lack Blob.arrayBuffer; FileReader is everywhere.
  if (typeof head.arrayBuffer === 'function') return new Uint8Array(await head.arrayBuffer());
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(new Uint8Array(reader.result as ArrayBuffer));
    reader.onerror = () => reject(reader.error ?? new Error('The file could not be read.'));
    reader.readAsArrayBuffer(head);
  });
}

/** A file's kind by its first bytes; a file too large to send is not opened. */
async function kindOf(file: Blob): Promise<ImageKind | null> {
  if (file.size > MAX_IMAGE_BYTES) return null;
  return sniffImageKind(await headOf(file));
}

/**
 * The server's checks, made before sending (docs/product/booking.md §5): sizes, then kinds judged by the bytes, then
 * the count, then the email. Null when the upload may go.
 */
export async function checkPlateUpload(
  images: readonly Blob[],
  email: string,
): Promise<UploadProblem | null> {
  const candidates = await Promise.all(
    images.map(async (file) => ({ size: file.size, kind: await kindOf(file) })),
  );
  const message = checkImages(candidates) ?? (checkUploadEmail(email).ok ? null : uploadMessages.email);
  return message === null ? null : problemOf(message);
}
