import { z } from 'zod/mini';

/**
 * One of her saved cards, as GET users/{id}/savedcards lists them and PUT users/{id}/savedcards/{token}
 * answers the card it saved.
 */
export const savedCardSchema = z.object({ id: z.string(), brand: z.string(), last4: z.string() });
export const savedCardListSchema = z.array(savedCardSchema);

export type SavedCard = z.infer<typeof savedCardSchema>;
