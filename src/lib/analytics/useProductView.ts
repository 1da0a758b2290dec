import { useEffect, useRef } from 'react';
import { type ProductFacts, trackProductView } from './events';

/** Sends productView once per product shown (spec §7 analytics); a re-render or a variant choice sends nothing. */
export function useProductView(product: ProductFacts): void {
  const latest = useRef(product);
  latest.current = product;
  const sent = useRef<string | null>(null);
  const key = product.uid ?? product.sku ?? '';
  useEffect(() => {
    // Development's double effects run this twice for one product: it is still one view.
    if (sent.current === key) return;
    sent.current = key;
    void trackProductView(latest.current);
  }, [key]);
}
