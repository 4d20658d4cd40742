import type { ReactNode } from 'react';
import { ErrorNotice } from './error-notice';
import { PageLoader } from './page-loader';

/** What QueryView reads of a query (TanStack Query's result has it all). */
export interface QueryLike<T> {
  data: T | undefined;
  error: unknown;
  isError: boolean;
  refetch?: () => Promise<unknown>;
}

type DataOf<Q extends readonly QueryLike<unknown>[]> = {
  [K in keyof Q]: Q[K] extends QueryLike<infer T> ? T : never;
};

interface QueryViewProps<Q extends readonly QueryLike<unknown>[]> {
  /** One query or several: the data is drawn once every one has it. */
  queries: Q;
  children: (...data: DataOf<Q>) => ReactNode;
  /** Said by the loader instead of "Loading…". */
  loadingLabel?: string;
  /**
   * A failure of the whole page offers to ask again; a part of a page shows its failure where the part
   * would be, and the page around it stays usable. (The notice, not Mantine's alert: light pages draw
   * it too, and their styles stay small.)
   */
  retry?: boolean;
}

/**
 * The one way a page or a part of one shows what it asked the server for: the data once every answer
 * is there (kept on screen when a later refresh fails), else the first failure's sentence, else a
 * polite loader.
 */
export function QueryView<const Q extends readonly QueryLike<unknown>[]>({
  queries,
  children,
  loadingLabel,
  retry = false,
}: QueryViewProps<Q>) {
  if (queries.every((query) => query.data !== undefined))
    // map() loses the tuple's positions; every query's data is there, in the queries' order.
    return <>{children(...(queries.map((query) => query.data) as DataOf<Q>))}</>;
  const failed = queries.find((query) => query.isError);
  if (failed !== undefined)
    return retry ? (
      <ErrorNotice error={failed.error} onRetry={() => void failed.refetch?.()} />
    ) : (
      <ErrorNotice error={failed.error} />
    );
  return <PageLoader label={loadingLabel} />;
}
