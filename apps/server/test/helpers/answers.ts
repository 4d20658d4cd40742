/** The answer of a refused update-style call (http/schemas.ts `updated`): its sentence and no result. */
export const refusal = (errorMessage: string) => ({ success: false, errorMessage, result: null });
