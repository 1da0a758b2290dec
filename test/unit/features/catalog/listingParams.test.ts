import {
  buildListingSearch,
  clearFilters,
  itemsRange,
  type ListingDefaults,
  parseListingParams,
  toggleFilter,
} from '../../../../src/features/catalog/listing/listingParams';
import { priceRange, toProductFilter, toSortInput } from '../../../../src/features/catalog/listing/productFilter';

const DEFAULTS: ListingDefaults = {
  modes: ['grid', 'list'],
  perPage: { grid: 12, list: 10 },
  perPageValues: { grid: [12, 24, 36], list: [5, 10, 15, 20, 25] },
  sort: { field: 'position', dir: 'ASC' },
};

const parse = (query: string) => parseListingParams(new URLSearchParams(query), DEFAULTS);

describe('listing URL state (spec §9 query keys mode, page, size, sort)', () => {
  it('uses the defaults for an empty query: grid, 12 per page, position ascending, page 1', () => {
    expect(parse('')).toEqual({ mode: 'grid', page: 1, size: 12, sort: { field: 'position', dir: 'ASC' }, filters: {} });
  });

  it('reads every key and the filters', () => {
    expect(parse('mode=list&page=3&size=20&sort=price_desc&color_family=5,1&finish=10&price=0_100')).toEqual({
      mode: 'list',
      page: 3,
      size: 20,
      sort: { field: 'price', dir: 'DESC' },
      filters: { color_family: ['5', '1'], finish: ['10'], price: ['0_100'] },
    });
  });

  it('falls back to the defaults for values a shared link may carry but the store does not offer', () => {
    expect(parse('mode=table&page=-2&size=7&sort=drop_table')).toMatchObject({ mode: 'grid', page: 1, size: 12, sort: { field: 'position', dir: 'ASC' } });
    // A list-mode size is not a grid size.
    expect(parse('size=5').size).toBe(12);
    expect(parse('page=9999').page).toBe(50);
  });

  it('ignores unknown query keys as filters (they never reach the GraphQL filter)', () => {
    expect(parse('utm_source=mail&q=blue').filters).toEqual({});
  });

  it('writes only what differs from the defaults, and keeps keys that are not the listing’s own', () => {
    const base = new URLSearchParams('q=blue&tab=products&page=4');
    expect(buildListingSearch(parse(''), DEFAULTS, base).toString()).toBe('q=blue&tab=products');
    const state = parse('mode=list&size=20&sort=name_asc&color_family=5&page=2');
    expect(buildListingSearch(state, DEFAULTS).toString()).toBe('mode=list&size=20&sort=name_asc&color_family=5&page=2');
  });

  it('survives a round trip through the URL (a reload shows the same listing)', () => {
    const state = parse('mode=list&page=2&size=15&sort=price_desc&category_uid=OA%3D%3D&finish=10,11');
    expect(parse(buildListingSearch(state, DEFAULTS).toString())).toEqual(state);
  });

  it('toggles a filter value on and off and goes back to page 1', () => {
    const start = parse('page=3&color_family=5');
    const added = toggleFilter(start, 'color_family', '1');
    expect(added.filters.color_family).toEqual(['5', '1']);
    expect(added.page).toBe(1);
    expect(toggleFilter(added, 'color_family', '5').filters.color_family).toEqual(['1']);
    expect(toggleFilter(parse('finish=10'), 'finish', '10').filters).toEqual({});
    expect(toggleFilter(start, 'not_a_filter', 'x')).toBe(start);
  });

  it('keeps one price range: choosing another replaces it', () => {
    expect(toggleFilter(parse('price=0_100'), 'price', '200_300').filters.price).toEqual(['200_300']);
    expect(parse('price=0_100&price=200_300').filters.price).toEqual(['200_300']);
  });

  it('clears every filter', () => {
    expect(clearFilters(parse('page=2&finish=10&color=19')).filters).toEqual({});
  });

  it("says 'Items {lower}-{upper} of {total}' for the products shown", () => {
    expect(itemsRange(24, 37)).toEqual({ lower: 1, upper: 24, total: 37 });
    expect(itemsRange(40, 37)).toEqual({ lower: 1, upper: 37, total: 37 });
    expect(itemsRange(0, 0)).toEqual({ lower: 0, upper: 0, total: 0 });
  });
});

describe('GraphQL filter and sort inputs', () => {
  it('filters by the page category, or by the chosen subcategories instead', () => {
    expect(toProductFilter('Ng==', {})).toEqual({ category_uid: { eq: 'Ng==' } });
    expect(toProductFilter('Ng==', { category_uid: ['OA==', 'Nw=='] })).toEqual({ category_uid: { in: ['OA==', 'Nw=='] } });
  });

  it('turns price buckets into ranges, open ends included', () => {
    expect(priceRange('0_100')).toEqual({ from: '0', to: '100' });
    expect(priceRange('200_*')).toEqual({ from: '200' });
    expect(priceRange('abc')).toBeNull();
    expect(toProductFilter(null, { price: ['10_20'], color_family: ['5', '1'], finish: ['10'] })).toEqual({
      price: { from: '10', to: '20' },
      color_family: { in: ['5', '1'] },
      finish: { eq: '10' },
    });
  });

  it("sends each filter in the shape of its field in the target's ProductAttributeFilterInput", () => {
    const saved = globalThis.__PRODUCT_FILTERS__;
    // A Magento store's own attributes: a select, a decimal range and a text attribute.
    globalThis.__PRODUCT_FILTERS__ = { ...saved, sheet_size: 'equal', thickness: 'range', engraving: 'match', size: 'equal' };
    try {
      const state = parse('sheet_size=41,42&thickness=0.5_1&engraving=logo&filter_size=7&size=24');
      expect(state.filters).toEqual({ sheet_size: ['41', '42'], thickness: ['0.5_1'], engraving: ['logo'], size: ['7'] });
      expect(state.size).toBe(24);
      expect(toProductFilter('Mw==', state.filters)).toEqual({
        category_uid: { eq: 'Mw==' }, sheet_size: { in: ['41', '42'] }, thickness: { from: '0.5', to: '1' }, engraving: { match: 'logo' }, size: { eq: '7' },
      });
      // A range or a text is one value: choosing another replaces it; an attribute named like a listing key keeps apart.
      expect(toggleFilter(state, 'thickness', '1_2').filters.thickness).toEqual(['1_2']);
      expect(buildListingSearch(state, DEFAULTS).toString()).toBe('size=24&sheet_size=41%2C42&thickness=0.5_1&engraving=logo&filter_size=7');
      // Look-ups and text search of the input are no layered filters.
      expect(parse('sku=SFD-CORE-C&name=deck&url_key=x').filters).toEqual({});
    } finally {
      globalThis.__PRODUCT_FILTERS__ = saved;
    }
  });

  it('knows the stock target: no brand attribute is read from the URL or sent', () => {
    const saved = globalThis.__PRODUCT_FILTERS__;
    globalThis.__PRODUCT_FILTERS__ = Object.fromEntries(Object.entries(saved).filter(([field]) => field !== 'color_family' && field !== 'finish'));
    try {
      expect(parse('color_family=5&finish=10&material=40').filters).toEqual({ material: ['40'] });
    } finally {
      globalThis.__PRODUCT_FILTERS__ = saved;
    }
  });

  it('sorts by the chosen field and direction', () => {
    expect(toSortInput({ field: 'price', dir: 'DESC' })).toEqual({ price: 'DESC' });
  });
});
