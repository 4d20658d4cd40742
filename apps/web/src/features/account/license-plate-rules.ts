import {
  MAX_IMAGE_BYTES,
  SNIFF_BYTES,
  sniffImageKind,
  type ImageCandidate,
  type ImageKind,
} from '@tevila/domain';

async function headOf(file: Blob): Promise<Uint8Array> {
  const head = file.slice(0, SNIFF_BYTES);
  // Older engines (and the test DOM) lack Blob.arrayBuffer; FileReader is everywhere.
  if (typeof head.arrayBuffer === 'function') return new Uint8Array(await head.arrayBuffer());
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    // readAsArrayBuffer was asked for, so the result is an ArrayBuffer.
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
 * The chosen files as the upload's rules judge them (docs/product/booking.md §5): their sizes, and
 * their kinds by their bytes, never by their names. The form checks these with the contract's
 * plateUploadFields, as the server checks what it receives.
 */
export function imageCandidates(files: readonly Blob[]): Promise<ImageCandidate[]> {
  return Promise.all(files.map(async (file) => ({ size: file.size, kind: await kindOf(file) })));
}
