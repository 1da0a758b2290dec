import type { ListMode } from '../../../shared/catalog/useCatalogConfig';

/** Grey cards of a product card's size while a page loads: nothing jumps when the products arrive. */
export function SkeletonCards({ count, mode }: { count: number; mode: ListMode }) {
  return (
    <>
      {Array.from({ length: count }, (_, index) => (
        <li key={index} className={`product-grid__item skeleton-card skeleton-card--${mode}`} aria-hidden="true">
          <span className="skeleton-card__image" />
          <span className="skeleton-card__line" />
          <span className="skeleton-card__line skeleton-card__line--short" />
        </li>
      ))}
    </>
  );
}
