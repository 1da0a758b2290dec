import { mayBeProductPath, withOptions } from '../../../../src/features/catalog/productOptions';
import type { RouteEntity } from '../../../../src/features/catalog/catalogTypes';
import type { GetProductOptionsQuery } from '../../../../src/lib/graphql/generated';

describe("a product URL's options, asked for beside its route", () => {
  it('are asked for any path with the product URL suffix, or any path at all without one', () => {
    expect(mayBeProductPath('/swatch-card.html', '.html')).toBe(true);
    expect(mayBeProductPath('/about-us', '.html')).toBe(false);
    expect(mayBeProductPath('/', '.html')).toBe(false);
    expect(mayBeProductPath('/swatch-card', '')).toBe(true);
    expect(mayBeProductPath('', '')).toBe(false);
  });

  it("join the route's product only when both answers are the same product", () => {
    const entity = { __typename: 'SimpleProduct', uid: 'MQ==', name: 'Swatch card', type: 'PRODUCT' } as unknown as RouteEntity;
    const options = { __typename: 'SimpleProduct', uid: 'MQ==', options: [{ __typename: 'CustomizableFieldOption', title: 'Engraving' }] } as unknown as GetProductOptionsQuery['route'];
    expect(withOptions(entity, options)).toMatchObject({ name: 'Swatch card', options: [{ title: 'Engraving' }] });
    // Another product (a stale answer), another type, or no answer yet: not this product's options.
    expect(withOptions(entity, { ...options, uid: 'Mg==' } as GetProductOptionsQuery['route'])).toBeNull();
    expect(withOptions(entity, { __typename: 'CategoryTree' } as GetProductOptionsQuery['route'])).toBeNull();
    expect(withOptions(entity, undefined)).toBeNull();
  });
});
