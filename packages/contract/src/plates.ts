import { checkImages, checkUploadEmail, imageKinds, parseAddReplace, uploadMessages } from '@tevila/domain';
import { z } from 'zod/mini';
import { updateResultSchema } from './answers.ts';
import { domainRule } from './domain-rule.ts';
import { described } from './values.ts';

const addReplace = () => z.enum(['add', 'replace']);

/** POST users/{id}/LicenseAndRegistration's answer: her documents, received and awaiting review. */
export const plateReceiptSchema = z.object({
  id: z.string(),
  status: z.literal('pending'),
  createdAt: z.string(),
});

export const plateUploadAnswer = updateResultSchema(plateReceiptSchema);

export type PlateUploadReceipt = z.infer<typeof plateReceiptSchema>;

/** One license and registration upload (GET users/{id}/LicenseAndRegistration, and a refusal's answer). */
export const plateSubmissionSchema = z.object({
  id: z.string(),
  status: z.enum(['pending', 'approved', 'rejected']),
  createdAt: z.string(),
  email: z.nullable(z.string()),
  addReplace: addReplace(),
  files: described(z.number(), 'How many images were sent'),
});

export const plateSubmissionListSchema = z.array(plateSubmissionSchema);

export type PlateSubmission = z.infer<typeof plateSubmissionSchema>;

/** POST users/{id}/LicenseAndRegistration/{submissionId}/refuse's answer: the submission refused. */
export const plateRefusalAnswer = updateResultSchema(plateSubmissionSchema);

/** GET plates/pending: a submission awaiting a plate administrator, with whose it is. */
export const pendingPlateSchema = z.object({
  id: z.string(),
  userId: z.string(),
  phoneNumber: z.string(),
  createdAt: z.string(),
  addReplace: addReplace(),
  files: z.number(),
});

export const pendingPlateListSchema = z.array(pendingPlateSchema);

export type PendingPlateSubmission = z.infer<typeof pendingPlateSchema>;

/** A chosen image as the rules judge it: its size and its kind by its bytes (null: not an image we take). */
const imageCandidate = z.object({
  size: z.number(),
  truncated: z.optional(z.boolean()),
  kind: z.nullable(z.enum(imageKinds)),
});

/**
 * The multipart form of POST users/{id}/LicenseAndRegistration as a page checks it before sending
 * (docs/product/booking.md §5): the images (sizes, kinds, count), the optional email and add_replace,
 * each refused by the domain rule the server's upload check applies, with its sentence. The server
 * reads the form as a stream (it is no JSON body) and runs the same rules in the same order.
 */
export const plateUploadFields = z.object({
  images: z.array(imageCandidate).check(domainRule(checkImages)),
  email: z
    .string()
    .check(domainRule((email: string) => (checkUploadEmail(email).ok ? null : uploadMessages.email))),
  add_replace: z
    .string()
    .check(
      domainRule((value: string) => (parseAddReplace(value) === null ? uploadMessages.addReplace : null)),
    ),
});

export type PlateUploadFields = z.input<typeof plateUploadFields>;
