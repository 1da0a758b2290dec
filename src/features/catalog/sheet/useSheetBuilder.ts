import { useQuery } from '@apollo/client/react';
import { useCallback, useMemo, useState } from 'react';
import { presentItems } from '../../../lib/graphql/present';
import { useAddToCart } from '../../cart';
import { GET_BUILD_YOUR_SHEET } from './sheet.gql';
import { CHIPS_OPTION_SKU, pickColor, type PickOutcome, removeChip, type SheetColor, sheetCartItem, unavailableChips } from './sheetState';

/** What the builder says after a pick or removal (read out by its live region). */
export interface SheetNews {
  outcome: PickOutcome;
  color: SheetColor;
}

/** The Build Your Sheet builder's data and actions: colours, the sheet's size and chips, pick, remove, add. */
export function useSheetBuilder(categoryUid: string) {
  const { data, loading } = useQuery(GET_BUILD_YOUR_SHEET, { variables: { uid: categoryUid } });
  const { addToCart, adding } = useAddToCart();
  const [chips, setChips] = useState<string[]>([]);
  const [news, setNews] = useState<SheetNews | null>(null);

  const sheet = presentItems(data?.categories?.items)[0]?.sheet ?? null;
  const product = sheet?.product ?? null;
  const options = product && 'options' in product ? presentItems(product.options) : [];
  const chipsUid = options.map((o) => ('value' in o && o.value && !Array.isArray(o.value) ? o.value : null))
    .find((value) => value?.sku === CHIPS_OPTION_SKU)?.uid ?? null;
  const colors = useMemo(() => presentItems(data?.products?.items).flatMap((item): SheetColor[] => {
    const standard = item.color_standard;
    return standard ? [{ code: standard.code, name: standard.name ?? standard.code, hex: standard.hex, active: item.stock_status !== 'OUT_OF_STOCK' }] : [];
  }), [data]);
  const byCode = useMemo(() => new Map(colors.map((color) => [color.code, color])), [colors]);
  const size = sheet?.size ?? 0;

  const pick = useCallback((color: SheetColor) => {
    const next = pickColor(chips, size, color);
    setChips(next.chips);
    setNews({ outcome: next.outcome, color });
  }, [chips, size]);

  const remove = useCallback((code: string) => {
    const color = byCode.get(code);
    setChips((current) => removeChip(current, code));
    if (color) setNews({ outcome: 'removed', color });
  }, [byCode]);

  const clear = useCallback(() => { setChips([]); setNews(null); }, []);

  const blocked = unavailableChips(chips, byCode);
  const canAdd = Boolean(product?.sku && chipsUid) && chips.length > 0 && blocked.length === 0 && !adding;
  const add = useCallback(async () => {
    if (!product?.sku || !chipsUid || chips.length === 0) return;
    // The cart shows its own notification, popup or error; a sheet in the cart starts a new one here.
    if (await addToCart([sheetCartItem(product.sku, chipsUid, chips)])) clear();
  }, [addToCart, product?.sku, chipsUid, chips, clear]);

  return {
    loading, available: Boolean(sheet && product && chipsUid), size, colors, byCode, chips, news,
    price: product?.price_range.minimum_price, name: product?.name ?? '', adding, canAdd, pick, remove, clear, add,
  };
}
