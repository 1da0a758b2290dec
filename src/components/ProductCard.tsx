import './ProductCard.css';
import { Link } from 'react-router-dom';
import type { ReactNode } from 'react';

export interface CardImage {
  url: string;
  width?: number | null;
  height?: number | null;
}

export type StockTone = 'in' | 'low' | 'out';

export interface ProductCardProps {
  name: string;
  /** The product page, inside the store. */
  to: string;
  image: CardImage | null;
  /** The price, rendered by the caller (it knows the store's price display). */
  price: ReactNode;
  /** A short stock note ('Out of stock', 'Only 3 left'); none for plain in-stock products. */
  stock?: { label: string; tone: StockTone } | null;
  sku?: string | null;
  /** List mode shows the short description beside the image. */
  layout?: 'grid' | 'list';
  description?: ReactNode;
  /** Cards in the first rows load their image at once; the rest lazily (below the fold). */
  eager?: boolean;
  headingLevel?: 2 | 3;
}

const FALLBACK_SIZE = 800;

/**
 * A product in a listing or carousel: image, name, price and stock note. The image has its
 * intrinsic width and height, so its box is reserved before it loads (no layout shift). In a grid
 * one link holds image and name: one tab stop per product, named by the product.
 */
export function ProductCard({ name, to, image, price, stock, sku, layout = 'grid', description, eager = false, headingLevel = 2 }: ProductCardProps) {
  const Heading = headingLevel === 3 ? 'h3' : 'h2';
  const picture = (
    <span className="product-card__media">
      {image && (
        <img
          src={image.url}
          alt=""
          width={image.width || FALLBACK_SIZE}
          height={image.height || FALLBACK_SIZE}
          loading={eager ? 'eager' : 'lazy'}
          decoding="async"
        />
      )}
    </span>
  );
  const details = (
    <>
      {sku && <p className="product-card__sku">{sku}</p>}
      {layout === 'list' && description && <div className="product-card__description">{description}</div>}
      <div className="product-card__price">{price}</div>
      {stock && <p className={`product-card__stock product-card__stock--${stock.tone}`}>{stock.label}</p>}
    </>
  );
  if (layout === 'list') {
    // Beside the text the picture is a second way in for pointer users only: one tab stop per product.
    return (
      <article className="product-card product-card--list">
        <Link to={to} className="product-card__image-link" tabIndex={-1} aria-hidden="true">
          {picture}
        </Link>
        <div className="product-card__body">
          <Heading className="product-card__name">
            <Link to={to} className="product-card__name-link">{name}</Link>
          </Heading>
          {details}
        </div>
      </article>
    );
  }
  return (
    <article className="product-card product-card--grid">
      <Link to={to} className="product-card__link">
        {picture}
        <Heading className="product-card__name">{name}</Heading>
      </Link>
      <div className="product-card__body">{details}</div>
    </article>
  );
}
