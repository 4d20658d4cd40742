/** The plates module as other modules use it (docs/decisions/0031): only through this file. */
export { approvePendingSubmissions, plateImagesTable, readPlateImages } from './repo.ts';
export { keepImageNamed, moveFolderImages } from './folder-images.ts';
export type { FolderImagesMoved } from './folder-images.ts';
