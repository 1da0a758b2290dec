import { routePage } from '../../../../src/features/catalog/routePage';

describe('routePage: which catalogue page shows a route answer', () => {
  it('a category tree, a product, and nothing for a redirect, a CMS page or no answer', () => {
    expect(routePage({ __typename: 'CategoryTree', type: 'CATEGORY', redirect_code: 0 })).toBe('category');
    expect(routePage({ __typename: 'SimpleProduct', type: 'PRODUCT', redirect_code: 0 })).toBe('product');
    expect(routePage({ __typename: 'SimpleProduct', type: 'PRODUCT', redirect_code: 301 })).toBeNull();
    expect(routePage({ __typename: 'CategoryTree', type: 'CATEGORY', redirect_code: 302 })).toBeNull();
    expect(routePage({ __typename: 'CmsPage', type: 'CMS_PAGE', redirect_code: 0 })).toBeNull();
    expect(routePage(null)).toBeNull();
  });
});
