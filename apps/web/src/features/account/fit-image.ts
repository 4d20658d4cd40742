import { MAX_IMAGE_BYTES, needsShrinking, shrinkSteps } from '@tevila/domain';

function encode(bitmap: ImageBitmap, width: number, height: number, quality: number): Promise<Blob | null> {
  const canvas = document.createElement('canvas');
  canvas.width = width;
  canvas.height = height;
  const context = canvas.getContext('2d');
  if (!context) return Promise.resolve(null);
  // A transparent PNG becomes a JPEG: white behind it, as on paper, rather than black.
  context.fillStyle = '#fff';
  context.fillRect(0, 0, width, height);
  context.imageSmoothingQuality = 'high';
  context.drawImage(bitmap, 0, 0, width, height);
  return new Promise((resolve) => canvas.toBlob(resolve, 'image/jpeg', quality));
}

const asJpegName = (name: string): string => `${name.replace(/\.[^.]*$/, '') || 'photo'}.jpg`;

/**
 * A photo as it will be sent: as chosen when it fits the 5 MB limit, else redrawn in the browser as a
 * JPEG at the first size of shrinkSteps that fits (the picture turned as the phone took it, still
 * legible). A file the browser cannot draw, or one that no step brings under the limit, is returned as
 * chosen: the upload's rules then say why it cannot be sent.
 */
export async function fitImage(file: File): Promise<File> {
  if (!needsShrinking(file.size) || typeof createImageBitmap !== 'function') return file;
  let bitmap: ImageBitmap;
  try {
    bitmap = await createImageBitmap(file, { imageOrientation: 'from-image' });
  } catch {
    return file;
  }
  try {
    for (const step of shrinkSteps(bitmap.width, bitmap.height)) {
      const blob = await encode(bitmap, step.width, step.height, step.quality);
      if (blob && blob.size <= MAX_IMAGE_BYTES)
        return new File([blob], asJpegName(file.name), {
          type: 'image/jpeg',
          lastModified: file.lastModified,
        });
    }
    return file;
  } finally {
    bitmap.close();
  }
}
