import { act, renderHook } from '@testing-library/react';
import { MemoryRouter, useLocation } from 'react-router-dom';
import { toggleFilter } from '../../../../src/features/catalog/listing/listingParams';
import { useListingParams } from '../../../../src/features/catalog/listing/useListingParams';
import { catalogConfigFrom } from '../../../../src/shared/catalog/useCatalogConfig';
import type { ReactNode } from 'react';

const config = catalogConfigFrom(null);
const SORT = { field: 'position', dir: 'ASC' } as const;

function setup(initial: string) {
  const wrapper = ({ children }: { children: ReactNode }) => <MemoryRouter initialEntries={[initial]}>{children}</MemoryRouter>;
  return renderHook(() => ({ listing: useListingParams(config, SORT), location: useLocation() }), { wrapper });
}

describe('useListingParams', () => {
  it('reads the listing state from the URL', () => {
    const { result } = setup('/chip-sets.html?mode=list&sort=price_desc&finish=10');
    expect(result.current.listing.params).toMatchObject({ mode: 'list', size: 10, sort: { field: 'price', dir: 'DESC' }, filters: { finish: ['10'] } });
  });

  it('applies each change to the latest state: a page appended right after a filter keeps the filter', () => {
    const { result } = setup('/chip-sets.html?q=x');
    act(() => {
      result.current.listing.update((current) => toggleFilter(current, 'color_family', '5'));
      // In the same tick, before the router re-rendered: infinite scroll asks for page 2.
      result.current.listing.update((current) => ({ ...current, page: current.page + 1 }), { replace: true });
    });
    expect(result.current.location.search).toBe('?q=x&color_family=5&page=2');
    expect(result.current.listing.params.filters).toEqual({ color_family: ['5'] });
  });

  it('writes nothing when a change changes nothing', () => {
    const { result } = setup('/chip-sets.html?page=2');
    const before = result.current.location.key;
    act(() => result.current.listing.update((current) => current));
    expect(result.current.location.key).toBe(before);
  });
});
