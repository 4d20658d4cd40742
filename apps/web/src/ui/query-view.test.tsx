import { fireEvent, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { ApiError } from '../api/http';
import { renderWithProviders } from '../../test/render';
import { QueryView } from './query-view';

const waiting = { data: undefined, error: null, isError: false };
const answered = <T,>(data: T) => ({ data, error: null, isError: false });
const refused = (refetch = vi.fn(async () => undefined)) => ({
  data: undefined,
  error: new ApiError('server', 'The night is closed.', 400),
  isError: true,
  refetch,
});

describe("a page's loading, failure and data, drawn one way", () => {
  it('says it is loading until every answer is there', () => {
    renderWithProviders(
      <QueryView queries={[answered(2), waiting]} loadingLabel="Loading the night…">
        {(n, m) => `${n} ${String(m)}`}
      </QueryView>,
    );
    expect(screen.getByRole('status').textContent).toBe('Loading the night…');
  });

  it('draws the data of every query, in order', () => {
    renderWithProviders(
      <QueryView queries={[answered(2), answered(['a', 'b'])]}>
        {(n, letters) => <p>{`${n * 10} ${letters.join('+')}`}</p>}
      </QueryView>,
    );
    expect(screen.getByText('20 a+b')).toBeDefined();
    expect(screen.queryByRole('status')).toBeNull();
  });

  it('keeps the data on screen when a later refresh failed', () => {
    const stale = { ...refused(), data: 3 };
    renderWithProviders(<QueryView queries={[stale]}>{(n) => `kept ${n}`}</QueryView>);
    expect(screen.getByText('kept 3')).toBeDefined();
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it("shows a failure's sentence beside the part, with no retry unless asked", () => {
    renderWithProviders(<QueryView queries={[answered(1), refused()]}>{() => 'drawn'}</QueryView>);
    expect(screen.getByRole('alert').textContent).toBe('The night is closed.');
    expect(screen.queryByRole('button')).toBeNull();
    expect(screen.queryByText('drawn')).toBeNull();
  });

  it('offers to ask again when the whole page failed, and asks the query that failed', () => {
    const refetch = vi.fn(async () => undefined);
    renderWithProviders(
      <QueryView queries={[refused(refetch)]} retry>
        {() => 'drawn'}
      </QueryView>,
    );
    fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(refetch).toHaveBeenCalledOnce();
  });
});
