import { encodeUid } from '../../../lib/uid';
import { amountIn } from '../../../repositories/catalog/moneyJson';
import { catalogLoaders } from './loaders';
import type { CustomOption } from '../../../repositories/catalog/productDetails';
import type { ProductRecord } from '../../../repositories/catalog/products';
import type { GraphQLContext } from '../../context';

const typeNames: Record<string, string> = {
  field: 'CustomizableFieldOption', area: 'CustomizableAreaOption', file: 'CustomizableFileOption',
  drop_down: 'CustomizableDropDownOption', radio: 'CustomizableRadioOption', checkbox: 'CustomizableCheckboxOption',
  multiple: 'CustomizableMultipleOption', date: 'CustomizableDateOption', date_time: 'CustomizableDateOption',
  time: 'CustomizableDateOption',
};

const dateTypes: Record<string, string> = { date: 'DATE', date_time: 'DATE_TIME', time: 'TIME' };

// FIXED prices in the request's currency; PERCENT ones as the percentage, as Magento returns them.
const price = (priceType: string | null, prices: string | null, currency: string): number =>
  amountIn(prices, priceType === 'PERCENT' ? 'USD' : currency);

/** One option in Magento's shape: `value` is an object for entered types, a list for selectable ones. */
const optionOutput = (option: CustomOption, product: ProductRecord): Record<string, unknown> => {
  const common = {
    __typename: typeNames[option.type] ?? 'CustomizableFieldOption',
    uid: encodeUid(`custom-option/${option.id}`), option_id: option.id, required: option.is_require === 1,
    sort_order: option.sort_order, title: option.title, product_sku: product.sku,
  };
  if (option.values.length > 0 || ['drop_down', 'radio', 'checkbox', 'multiple'].includes(option.type)) {
    return {
      ...common,
      value: option.values.map((value) => ({
        uid: encodeUid(`custom-option/${option.id}/${value.id}`), option_type_id: value.id, title: value.title,
        sort_order: value.sort_order, sku: value.sku, price_type: value.price_type,
        price: price(value.price_type, value.prices, product.currency),
      })),
    };
  }
  return {
    ...common,
    value: {
      uid: encodeUid(`custom-option/${option.id}`), sku: option.sku, price_type: option.price_type ?? 'FIXED',
      price: price(option.price_type, option.prices, product.currency), max_characters: option.max_characters,
      file_extension: option.file_extension, image_size_x: option.image_size_x, image_size_y: option.image_size_y,
      type: dateTypes[option.type] ?? null,
    },
  };
};

export const customOptionFieldResolvers = {
  options: async (product: ProductRecord, _args: unknown, context: GraphQLContext): Promise<unknown[]> =>
    ((await catalogLoaders(context).customOptions.load(product.id)) ?? []).map((option) => optionOutput(option, product)),
};

export const customOptionTypeResolvers = {
  CustomizableOptionInterface: {
    __resolveType: (option: { __typename?: string }): string => option.__typename ?? 'CustomizableFieldOption',
  },
};
