import { toursApi, urlOf, type TourSignupRequest } from '@tevila/contract';
import { postForm } from '../../../api/send-form';

/** What the sign-up form sends: the tour's id, of the path too, and the bot-check token. */
export type TourSignupInput = TourSignupRequest & { tourId: string };

/** POST tours/{id}/signup; a refusal rejects with the server's errorMessage. */
export async function signUpForTour(input: TourSignupInput): Promise<void> {
  const answer = await postForm(urlOf(toursApi.signup, { id: input.tourId }), input);
  const { readSignup } = await import('./tour-answers');
  readSignup(answer);
}
