import { deltaE76, parseHex, rgbToLab } from '../../../lib/colorScience';
import { type ColorStandardRecord, listColorStandards } from '../../../repositories/catalog/colors';
import { normalizeSearchText } from '../../../repositories/catalog/searchText';
import { requireCustomer } from '../../context';
import { inputError } from '../../errors';
import { requestScoped } from '../../loaders';
import { equalValues, type FilterEqualTypeInput, type FilterMatchTypeInput } from './inputTypes';
import { catalogLoaders } from './loaders';
import { pageInfo, pageOf } from './paging';
import type { GraphQLContext } from '../../context';
import type { Resolver } from '../types';

const standards = (context: GraphQLContext): ColorStandardRecord[] =>
  requestScoped(context, 'colorStandards', () => listColorStandards(context.db, context.store.code));

/** The ColorStandard object of a colour code in this store's language. */
export const colorStandardByCode = (context: GraphQLContext, code: string): ColorStandardRecord | null =>
  standards(context).find((standard) => standard.code === code) ?? null;

const attributeValue = (value: number | null, label: string | null): unknown =>
  (value === null ? null : { value: String(value), label });

const colorStandardFields = {
  rgb: (c: ColorStandardRecord): unknown => parseHex(c.hex),
  lab: (c: ColorStandardRecord): unknown => rgbToLab(parseHex(c.hex) ?? { r: 0, g: 0, b: 0 }),
  family: (c: ColorStandardRecord): unknown => attributeValue(c.family_option_id, c.family_label),
  finish: (c: ColorStandardRecord): unknown => attributeValue(c.finish_option_id, c.finish_label),
  product: (c: ColorStandardRecord, _args: unknown, context: GraphQLContext): Promise<unknown> | null =>
    (c.product_id === null ? null : catalogLoaders(context).products.load(c.product_id).then((p) => p ?? null)),
};

interface ColorFilterInput {
  family?: FilterEqualTypeInput | null;
  finish?: FilterEqualTypeInput | null;
  code?: FilterEqualTypeInput | null;
  name?: FilterMatchTypeInput | null;
}

const colors: Resolver<{ filter?: ColorFilterInput | null; pageSize: number; currentPage: number }> = (_parent, args, context) => {
  const family = equalValues(args.filter?.family);
  const finish = equalValues(args.filter?.finish);
  const codes = equalValues(args.filter?.code)?.map((code) => code.toUpperCase());
  const name = args.filter?.name?.match ? normalizeSearchText(args.filter.name.match) : null;
  const matches = standards(context).filter((c) => (!family || family.includes(String(c.family_option_id)))
    && (!finish || finish.includes(String(c.finish_option_id))) && (!codes || codes.includes(c.code))
    && (!name || normalizeSearchText(`${c.name} ${c.code}`).includes(name)));
  const info = pageInfo(matches.length, args.pageSize, args.currentPage);
  return { items: pageOf(matches, info), total_count: matches.length, page_info: info };
};

// The colour finder is a members' tool (spec §6): the nearest standards to a colour, by ΔE.
const colorFinder: Resolver<{ hex: string; family?: string | null; limit: number }> = (_parent, args, context) => {
  requireCustomer(context);
  const rgb = parseHex(args.hex);
  if (!rgb) throw inputError('Enter a colour as a hex value, for example #e8590c.');
  const target = rgbToLab(rgb);
  const limit = Math.min(Math.max(args.limit, 1), 50);
  return standards(context)
    .filter((c) => !args.family || String(c.family_option_id) === args.family)
    .map((color) => ({ color, delta_e: deltaE76(target, rgbToLab(parseHex(color.hex) ?? rgb)) }))
    .sort((a, b) => a.delta_e - b.delta_e || a.color.position - b.color.position)
    .slice(0, limit);
};

export const colorResolvers = {
  Query: { colors, colorFinder },
  ColorStandard: colorStandardFields,
};
