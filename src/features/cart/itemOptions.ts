import { chipCodes } from '../../components/SheetChips';
import { presentItems } from '../../lib/graphql/present';
import { RENDER_TYPES } from './itemDisplay';
import type { CartItem } from './cartTypes';

export interface OptionLine {
  label: string;
  value: string;
}

const text = (value: string | null | undefined) => (value ?? '').trim();

/**
 * Every option an item carries, as label/value lines, whatever its type: configurable choices,
 * bundle selections (with their quantity), downloadable links and custom options.
 */
export function itemOptionLines(item: CartItem, linksLabel: string): OptionLine[] {
  const lines: OptionLine[] = [];
  if (item.__typename === 'ConfigurableCartItem') {
    for (const option of presentItems(item.configurable_options)) {
      lines.push({ label: text(option.option_label), value: text(option.value_label) });
    }
  }
  if (item.__typename === 'BundleCartItem') {
    for (const option of presentItems(item.bundle_options)) {
      const values = presentItems(option.values).map((v) => (v.quantity && v.quantity !== 1 ? `${v.quantity} × ${text(v.label)}` : text(v.label)));
      lines.push({ label: text(option.label), value: values.join(', ') });
    }
  }
  if (item.__typename === 'DownloadableCartItem') {
    const links = presentItems(item.links).map((link) => text(link.title)).filter(Boolean);
    if (links.length > 0) lines.push({ label: linksLabel, value: links.join(', ') });
  }
  // A Build Your Sheet sheet shows its chips on a line of their own (sheetChipsOf), not as an option line.
  if (isSheet(item)) return lines;
  for (const option of presentItems(item.customizable_options)) {
    const values = presentItems(option.values).map((v) => text(v.label) || text(v.value));
    lines.push({ label: text(option.label), value: values.join(', ') });
  }
  return lines.filter((line) => line.label || line.value);
}

const isSheet = (item: CartItem): boolean => item.product.render_type === RENDER_TYPES.sheet;

/** The chip codes of a Build Your Sheet line (its field option's value); empty for any other line. */
export function sheetChipsOf(item: CartItem): string[] {
  if (!isSheet(item)) return [];
  return presentItems(item.customizable_options).flatMap((option) => presentItems(option.values).flatMap((v) => chipCodes(v.value)));
}
