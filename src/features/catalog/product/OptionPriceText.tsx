import { moneyText, type PriceDisplay } from '../../../components/Price';

/**
 * What choosing an option adds: '+ $15.00' or '+ 5%'. The plus sign and the store-formatted amount
 * read the same in every language, so there is no message to translate.
 */
export function optionAdder(price: number | null | undefined, percent: boolean, display: PriceDisplay): string | null {
  if (display.hidden || !price) return null;
  return `+ ${percent ? `${price}%` : moneyText(price, display) ?? ''}`;
}

/** The option's price adder after its label; nothing with hide-price or no price. */
export function OptionPriceText({ price, percent = false, display }: { price: number | null | undefined; percent?: boolean; display: PriceDisplay }) {
  const adder = optionAdder(price, percent, display);
  return adder ? <span className="product-form__adder"> {adder}</span> : null;
}
