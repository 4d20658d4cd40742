import { QueryClient } from '@tanstack/react-query';
import { ApiError } from '../api/http';

export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: {
        // A refusal by the server will not change on retry; a network hiccup may.
        retry: (failureCount, error) =>
          failureCount < 2 && !(error instanceof ApiError && error.kind === 'server'),
        refetchOnWindowFocus: true,
      },
    },
  });
}
