import { chipCodes } from '../../../components/SheetChips';
import { presentItems } from '../../../lib/graphql/present';

interface OrderItemOptions {
  product?: { render_type?: string | null } | null;
  selected_options?: ReadonlyArray<{ label: string; value: string } | null> | null;
  entered_options?: ReadonlyArray<{ label: string; value: string } | null> | null;
}

/** An order item's options as label/value lines; a Build Your Sheet sheet's chips apart, as codes. */
export function orderItemOptions(item: OrderItemOptions): { lines: Array<{ label: string; value: string }>; chips: string[] } {
  const options = [...presentItems(item.selected_options), ...presentItems(item.entered_options)];
  if (item.product?.render_type === 'build-your-sheet') {
    return { lines: [], chips: presentItems(item.entered_options).flatMap((option) => chipCodes(option.value)) };
  }
  return { lines: options.filter((option) => option.label || option.value), chips: [] };
}
