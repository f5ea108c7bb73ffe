import { act, fireEvent, screen } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { renderWithStrings } from '../../../testing/render-with-strings';
import { FilterPanel } from '../components/FilterPanel';
import { useUrlFinderState } from './use-finder-state';

function Harness() {
  const control = useUrlFinderState();
  return (
    <>
      <FilterPanel
        id="filters"
        filters={control.state.filters}
        onChange={control.setFilters}
        fixedType={null}
      />
      <button type="button" onClick={() => control.openFacility('demo:7')}>
        open
      </button>
      <button type="button" onClick={control.closeFacility}>
        close
      </button>
      <output aria-label="open facility">{control.state.facilityId ?? 'none'}</output>
    </>
  );
}

function renderAt(path: string) {
  const router = createMemoryRouter([{ path: '/emap', element: <Harness /> }], {
    initialEntries: ['/emap/find-by-area', path],
    initialIndex: 1,
  });
  renderWithStrings(<RouterProvider router={router} />);
  return router;
}

describe('finder state kept in the URL', () => {
  it('shows a chosen filter at once and writes it to the URL, keeping other parameters', async () => {
    const router = renderAt('/emap?returnTo=%2Fguidance%2Fnew');
    const openNow = screen.getByRole('radio', { name: '今営業中' });
    fireEvent.click(openNow);
    // Checked at once: the screen does not wait for the URL to show the choice.
    expect(openNow).toBeChecked();
    await act(async () => {});
    expect(new URLSearchParams(router.state.location.search).get('openNow')).toBe('true');
    expect(new URLSearchParams(router.state.location.search).get('returnTo')).toBe('/guidance/new');
    // A filter replaces the entry: back still leaves the screen.
    expect(router.state.historyAction).toBe('REPLACE');
  });

  it('opens a detail as a history entry that closing steps back over', async () => {
    const router = renderAt('/emap?q=%E8%96%AC%E5%B1%80');
    fireEvent.click(screen.getByRole('button', { name: 'open' }));
    await act(async () => {});
    expect(router.state.location.search).toContain('facility=demo%3A7');
    expect(router.state.historyAction).toBe('PUSH');

    fireEvent.click(screen.getByRole('button', { name: 'close' }));
    expect(screen.getByRole('status', { name: 'open facility' })).toHaveTextContent('none');
    await act(async () => {});
    expect(router.state.location.search).toBe('?q=%E8%96%AC%E5%B1%80');
    expect(router.state.historyAction).toBe('POP');
  });

  it('closes a detail that came with the link without leaving the screen', async () => {
    const router = renderAt('/emap?facility=demo%3A7');
    expect(screen.getByRole('status', { name: 'open facility' })).toHaveTextContent('demo:7');
    fireEvent.click(screen.getByRole('button', { name: 'close' }));
    await act(async () => {});
    expect(router.state.location.pathname).toBe('/emap');
    expect(router.state.location.search).toBe('');
  });
});
