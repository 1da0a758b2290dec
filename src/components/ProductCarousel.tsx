import { Carousel, type CarouselPreset } from './Carousel';
import { ProductCard, type ProductCardProps } from './ProductCard';

export interface CarouselProduct extends Omit<ProductCardProps, 'layout' | 'headingLevel' | 'eager'> {
  /** Unique per carousel (the product uid). */
  key: string;
}

interface ProductCarouselProps {
  title: string;
  products: readonly CarouselProduct[];
  preset?: CarouselPreset;
}

/** Products in a carousel (related, upsell, featured…): spec §9 product carousel shows 4. */
export function ProductCarousel({ title, products, preset = 'product' }: ProductCarouselProps) {
  if (products.length === 0) return null;
  return (
    <Carousel title={title} preset={preset}>
      {products.map(({ key, ...card }) => (
        <ProductCard key={key} {...card} headingLevel={3} />
      ))}
    </Carousel>
  );
}
