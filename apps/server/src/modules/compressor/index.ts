/** The air compressor as the rest of the server uses it: only through this file. */
export { COMPRESSOR_DEVICE, startCompressor } from './service.ts';
export type { Compressor } from './service.ts';
