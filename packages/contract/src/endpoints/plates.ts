import { MAX_IMAGES } from '@tevila/domain';
import { z } from 'zod';
import { messageSchema } from '../answers.ts';
import { fieldText, msg } from '../field-messages.ts';
import {
  pendingPlateListSchema,
  plateRefusalAnswer,
  plateSubmissionListSchema,
  plateUploadAnswer,
} from '../plates.ts';
import { platesApi as routes } from '../routes/plates.ts';
import { endpoint, type Endpoint } from './endpoint.ts';
import { failureSchema, guardedById, throttledSchema } from './refusals.ts';
import { idParams } from './params.ts';

const N_ERROR = fieldText(msg('plate.imageNumber'));

const submissionParams = z.object({ id: z.string().max(100), submissionId: z.string().max(100) });

// Sent as raw bytes (Fastify never serialises a Buffer); declared for the OpenAPI document.
const imageFile = z
  .custom<Uint8Array>((value) => value instanceof Uint8Array)
  .describe('The image bytes, as image/jpeg or image/png');

export const platesEndpoints = {
  // No body schema: a multipart form the server reads as a stream (plateUploadFields checks it on a page).
  upload: endpoint(routes.upload, {
    params: idParams,
    answers: {
      200: plateUploadAnswer,
      400: failureSchema,
      413: messageSchema,
      429: throttledSchema,
      ...guardedById,
    },
  }),
  submissions: endpoint(routes.submissions, {
    params: idParams,
    answers: { 200: plateSubmissionListSchema, ...guardedById },
  }),
  pending: endpoint(routes.pending, { answers: { 200: pendingPlateListSchema, ...guardedById } }),
  refuse: endpoint(routes.refuse, {
    params: submissionParams,
    answers: { 200: plateRefusalAnswer, 400: failureSchema, ...guardedById },
  }),
  image: endpoint(routes.image, {
    params: z.object({
      ...submissionParams.shape,
      n: z.coerce
        .number({ error: N_ERROR })
        .int({ error: N_ERROR })
        .min(0, { error: N_ERROR })
        .max(MAX_IMAGES - 1, { error: N_ERROR }),
    }),
    answers: { 200: imageFile, 400: messageSchema, ...guardedById },
  }),
} as const satisfies Record<keyof typeof routes, Endpoint>;
