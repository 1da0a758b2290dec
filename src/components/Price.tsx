import './Price.css';
import { formatMoney, type PriceFormat } from '../lib/format/money';
import { useT } from '../lib/i18n/useT';

/** How prices show in the current store: its format, its tax suffix (or none), and hide-price. */
export interface PriceDisplay {
  format: PriceFormat;
  taxSuffix: string | null;
  /** Hide-price flag on and the shopper not logged in (spec §6). */
  hidden: boolean;
}

/**
 * The one way an amount becomes text (spec §6 hide-price): the store's format, or null when prices are
 * hidden from this shopper. Every amount the storefront shows goes through here or <Money>/<Price>;
 * lint keeps formatMoney out of every other module.
 */
export function moneyText(value: number | null | undefined, display: PriceDisplay): string | null {
  return display.hidden ? null : formatMoney(value ?? 0, display.format);
}

interface MoneyProps {
  display: PriceDisplay;
  value: number | null | undefined;
  /** Written before the amount, e.g. '-' for a discount. */
  sign?: string;
  className?: string;
}

/** One amount (a row total, a subtotal, a shipping rate), or the sign-in prompt with hide-price. */
export function Money({ display, value, sign = '', className }: MoneyProps) {
  const t = useT();
  const text = moneyText(value, display);
  if (text === null) return <span className={['price--hidden', className].filter(Boolean).join(' ')}>{t('price.hidden')}</span>;
  return <span className={className}>{sign}{text}</span>;
}

interface PriceProps {
  display: PriceDisplay;
  /** What the shopper pays. */
  final: number;
  /** The price before a special price; shown struck through when above `final`. */
  regular?: number | null;
  /** Product pages show a bigger price. */
  size?: 'normal' | 'large';
  className?: string;
}

/**
 * One price (spec §2.4 price cell): with a special price, the old price struck through and the
 * special price in red; then the store's tax suffix. Screen readers hear which price is which.
 */
export function Price({ display, final, regular, size = 'normal', className }: PriceProps) {
  const t = useT();
  const classes = ['price', `price--${size}`, className].filter(Boolean).join(' ');
  if (display.hidden) return <span className={`${classes} price--hidden`}>{t('price.hidden')}</span>;
  const special = typeof regular === 'number' && regular > final + 0.0001;
  return (
    <span className={classes}>
      {special && (
        <span className="price__old">
          <span className="visually-hidden">{t('price.regular')} </span>
          <del>{formatMoney(regular, display.format)}</del>{' '}
        </span>
      )}
      <span className={special ? 'price__final price__final--special' : 'price__final'}>
        {special && <span className="visually-hidden">{t('price.special')} </span>}
        {formatMoney(final, display.format)}
      </span>
      {display.taxSuffix && <span className="price__tax"> {display.taxSuffix}</span>}
    </span>
  );
}

interface Amounts {
  final: number;
  regular?: number | null;
}

interface PriceRangeProps {
  display: PriceDisplay;
  minimum: Amounts;
  maximum?: Amounts | null;
  size?: 'normal' | 'large';
  className?: string;
}

/** A price range (spec §3 minimum/maximum): "From x to y" when they differ, else one price. */
export function PriceRange({ display, minimum, maximum, size, className }: PriceRangeProps) {
  const t = useT();
  if (!maximum || display.hidden || Math.abs(maximum.final - minimum.final) < 0.005) {
    return <Price display={display} final={minimum.final} regular={minimum.regular} size={size} className={className} />;
  }
  const classes = ['price', 'price--range', `price--${size ?? 'normal'}`, className].filter(Boolean).join(' ');
  return (
    <span className={classes}>
      {t('price.range', { from: formatMoney(minimum.final, display.format), to: formatMoney(maximum.final, display.format) })}
      {display.taxSuffix && <span className="price__tax"> {display.taxSuffix}</span>}
    </span>
  );
}
