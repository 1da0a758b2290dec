import { render, screen } from '@testing-library/react';
import { IntlProvider } from 'react-intl';
import enUS from '../../../i18n/en_US.json';
import { Carousel, CAROUSEL_PRESETS, slideVariables } from '../../../src/components/Carousel';

describe('Carousel presets (spec §9)', () => {
  it('featured shows 4.2 slides, then 3, 2 and 1 at 1024, 640 and 480 px', () => {
    expect(slideVariables(CAROUSEL_PRESETS.featured)).toEqual({ '--slides': 4.2, '--slides-1024': 3, '--slides-640': 2, '--slides-480': 1 });
  });

  it('product 4, cart 3 and success 4, never more than the featured counts on small screens', () => {
    expect(CAROUSEL_PRESETS.product.slides).toBe(4);
    expect(CAROUSEL_PRESETS.cart.slides).toBe(3);
    expect(CAROUSEL_PRESETS.success.slides).toBe(4);
    expect(slideVariables(CAROUSEL_PRESETS.cart)).toMatchObject({ '--slides-1024': 3, '--slides-640': 2, '--slides-480': 1 });
  });

  it('is a named carousel region with one list item per slide, and nothing without slides', () => {
    const { container } = render(
      <IntlProvider locale="en" messages={enUS}>
        <Carousel title="Related Products" preset="product">
          <p>One</p>
          <p>Two</p>
        </Carousel>
        <Carousel title="Empty" preset="cart">
          {[]}
        </Carousel>
      </IntlProvider>,
    );
    const region = screen.getByRole('region', { name: 'Related Products' });
    expect(region).toHaveAttribute('aria-roledescription', 'carousel');
    expect(screen.getAllByRole('listitem')).toHaveLength(2);
    expect(container).not.toHaveTextContent('Empty');
  });
});
