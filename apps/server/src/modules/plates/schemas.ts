// The plate documents' answers are the web's too: they live in the contract (docs/decisions/0034),
// with the fields of the upload form as a page checks them. The image's path (n) stays in the routes.
export {
  pendingPlateListSchema,
  plateRefusalAnswer,
  plateSubmissionListSchema,
  plateUploadAnswer,
} from '@tevila/contract';
