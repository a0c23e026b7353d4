import { fireEvent, render, screen } from '@testing-library/react';
import { createMemoryRouter, RouterProvider, useLocation } from 'react-router';
import { describe, expect, test } from 'vitest';
import { z } from 'zod';
import { useSearchState } from './use-search-state.ts';

const schema = z.object({
  status: z.string().optional().catch(undefined),
  method: z.string().optional().catch(undefined),
  page: z.coerce.number().int().min(1).catch(1),
  cursor: z.string().optional().catch(undefined),
});

function Filters() {
  const [state, setState] = useSearchState(schema);
  const location = useLocation();
  return (
    <>
      <output aria-label="search">{location.search}</output>
      <output aria-label="state">{JSON.stringify(state)}</output>
      <button
        type="button"
        onClick={() => {
          // Two changes before the router renders either, as a quick person makes them.
          setState({ status: 'paid', page: 1 });
          setState({ method: 'upi', page: 1 });
        }}
      >
        both
      </button>
      <button type="button" onClick={() => setState({ page: 3, cursor: 'after.two' })}>
        next
      </button>
      <button type="button" onClick={() => setState({ page: 1 })}>
        first
      </button>
    </>
  );
}

function renderAt(url: string) {
  const router = createMemoryRouter([{ path: '/', element: <Filters /> }], {
    initialEntries: [url],
  });
  render(<RouterProvider router={router} />);
  return router;
}

describe('useSearchState', () => {
  test('changes made before the router renders are all kept', async () => {
    renderAt('/?page=4');
    fireEvent.click(screen.getByRole('button', { name: 'both' }));
    expect((await screen.findByText(/method=upi/)).textContent).toBe('?status=paid&method=upi');
  });

  test('a page cursor lasts until a change that does not set it', async () => {
    renderAt('/?status=paid');
    fireEvent.click(screen.getByRole('button', { name: 'next' }));
    expect((await screen.findByText(/cursor=/)).textContent).toBe(
      '?status=paid&page=3&cursor=after.two',
    );
    fireEvent.click(screen.getByRole('button', { name: 'first' }));
    expect((await screen.findByText('?status=paid')).textContent).toBe('?status=paid');
  });

  test('after Back, a change starts from the URL shown, not from one left behind', async () => {
    const router = renderAt('/?status=paid');
    fireEvent.click(screen.getByRole('button', { name: 'next' }));
    await screen.findByText(/cursor=/);
    await router.navigate(-1);
    await screen.findByText('?status=paid');
    fireEvent.click(screen.getByRole('button', { name: 'both' }));
    expect((await screen.findByText(/method=upi/)).textContent).toBe('?status=paid&method=upi');
  });
});
