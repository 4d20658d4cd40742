import multipart from '@fastify/multipart';
import { platesEndpoints as endpoints } from '@tevila/contract/endpoints';
import { MAX_IMAGE_BYTES, MAX_IMAGES } from '@tevila/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppContext } from '../../context.ts';
import { actorOf, principalOf, requireRole, requireUser } from '../../http/auth.ts';
import { served } from '../../http/contract-route.ts';
import { security, updated } from '../../http/schemas.ts';
import {
  PENDING_QUEUE_LIMIT,
  listPendingQueue,
  listSubmissions,
  plateReviewerRoles,
  readSubmissionImage,
  refuseSubmission,
} from './review-service.ts';
import { readUploadForm } from './upload-form.ts';
import { uploadPlateDocuments } from './upload-service.ts';
import { sweepIncoming } from './incoming-files.ts';

const tags = ['plates'];

/** Plate documents (docs/product/booking.md §2, §5, §7): a patron's license and registration, and their review queue. */
export const plateRoutes: FastifyPluginAsyncZod<{ ctx: AppContext }> = async (app, { ctx }) => {
  // What a crash left half-received; never awaited, never fatal: start-up does not wait on the disk.
  sweepIncoming(ctx.config.DATA_DIR).catch((err: unknown) =>
    ctx.log.warn({ err }, 'could not sweep the plates upload folder'),
  );
  // In this plugin only: multipart with the upload's limits, and any other body read (up to a small
  // limit) and set aside, so a JSON or text body gets the form's own refusal rather than a parser's.
  app.removeAllContentTypeParsers();
  await app.register(multipart, {
    throwFileSizeLimit: false,
    limits: { fileSize: MAX_IMAGE_BYTES, files: MAX_IMAGES, fields: 10, parts: 20, fieldSize: 1024 },
  });
  app.addContentTypeParser('*', { parseAs: 'buffer', bodyLimit: 65_536 }, (_request, _body, done) => {
    done(null, undefined);
  });

  app.route({
    ...served(app, endpoints.upload, {
      tags,
      summary: 'Upload her license and registration for review (multipart)',
      description:
        'Parts image0, image1 (up to image3): JPG or PNG, judged by their bytes, each at most 5 MB, at least 2; ' +
        'email (optional); add_replace: "add" or "replace" (true/false: checked means add). Her own id only. ' +
        'The images are stored privately and queued for a plate administrator.',
      // The document's request type: a form read as a stream, which no body schema describes.
      consumes: ['multipart/form-data'],
      security,
    }),
    preHandler: requireUser(ctx),
    handler: async (request) =>
      updated(
        await uploadPlateDocuments(ctx, principalOf(request), {
          userId: request.params.id,
          readForm: () => readUploadForm(request, ctx.config.DATA_DIR),
          actor: actorOf(request),
        }),
      ),
  });

  app.route({
    ...served(app, endpoints.submissions, {
      tags,
      summary: "A user's plate document submissions, newest first",
      description: "Her own, or anyone's for UserPlateAdmin and Admin.",
      security,
    }),
    preHandler: requireUser(ctx),
    handler: async (request) => listSubmissions(ctx, principalOf(request), request.params.id),
  });

  app.route({
    ...served(app, endpoints.pending, {
      tags,
      summary: 'Submissions awaiting review, oldest first (UserPlateAdmin, Admin)',
      description: `At most ${PENDING_QUEUE_LIMIT}. A submission leaves the list when her plates are recorded (PATCH users/{id} plateNumber by a plate administrator) or when it is refused.`,
      security,
    }),
    preHandler: requireRole(ctx, plateReviewerRoles),
    handler: async () => listPendingQueue(ctx),
  });

  app.route({
    ...served(app, endpoints.refuse, {
      tags,
      summary: 'Refuse documents awaiting review (UserPlateAdmin, Admin)',
      description:
        'For documents that cannot be approved (unreadable, not hers): she is asked to send them again. ' +
        'Her plates stay as they are. Only a submission awaiting review can be refused.',
      security,
    }),
    preHandler: requireRole(ctx, plateReviewerRoles),
    handler: async (request) =>
      updated(
        await refuseSubmission(ctx, {
          userId: request.params.id,
          submissionId: request.params.submissionId,
          actor: actorOf(request),
        }),
      ),
  });

  app.route({
    ...served(app, endpoints.image, {
      tags,
      summary: 'One image of a submission (UserPlateAdmin, Admin)',
      description: 'The bytes with their type; never cached.',
      security,
    }),
    preHandler: requireRole(ctx, plateReviewerRoles),
    handler: async (request, reply) => {
      const image = await readSubmissionImage(ctx, {
        userId: request.params.id,
        submissionId: request.params.submissionId,
        n: request.params.n,
      });
      return reply
        .header('content-type', image.mime)
        .header('cache-control', 'private, no-store')
        .header('content-disposition', `inline; filename="${image.name}"`)
        .send(image.data);
    },
  });
};
