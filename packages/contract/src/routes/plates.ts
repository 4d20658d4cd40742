import type { Route } from '../route.ts';

/** Licence plates and their documents. */
export const platesApi = {
  /** POST multipart (image0, image1 …, email, add_replace) → { success, errorMessage, result }. */
  upload: { method: 'POST', path: '/api/api/users/:id/LicenseAndRegistration' },
  /** GET → her submissions, newest first (anyone's for UserPlateAdmin, Admin). */
  submissions: { method: 'GET', path: '/api/api/users/:id/LicenseAndRegistration' },
  /** GET (UserPlateAdmin, Admin) → submissions awaiting review, oldest first. */
  pending: { method: 'GET', path: '/api/api/plates/pending' },
  /** POST (UserPlateAdmin, Admin) → refuses a submission awaiting review: { success, errorMessage, result }. */
  refuse: { method: 'POST', path: '/api/api/users/:id/LicenseAndRegistration/:submissionId/refuse' },
  /** GET (UserPlateAdmin, Admin) → image `n` of a plate-document submission, as its bytes. */
  image: { method: 'GET', path: '/api/api/users/:id/LicenseAndRegistration/:submissionId/:n' },
} as const satisfies Record<string, Route>;
