import { gql, type TypedDocumentNode } from '@apollo/client';
import type { ColorStandardFieldsFragment, FindColorsQuery, FindColorsQueryVariables, GetColorFamiliesQuery, GetColorFamiliesQueryVariables, GetColorSystemQuery, GetColorSystemQueryVariables, GetColorsQuery, GetColorsQueryVariables } from '../../lib/graphql/generated';
import type { Item } from '../../lib/graphql/present';

// Brand extension (server/README "colour systems, colours, colour finder"), in the store's language.

const SYSTEM_SUMMARY = gql`
  fragment ColorSystemSummaryFields on ColorSystem @brand { uid url_key name summary image { url label width height } }
`;

/** One colour system by URL key, with the others to move on to. */
export const GET_COLOR_SYSTEM: TypedDocumentNode<GetColorSystemQuery, GetColorSystemQueryVariables> = gql`
  query GetColorSystem($urlKey: String!) @brand {
    colorSystem(url_key: $urlKey) {
      ...ColorSystemSummaryFields
      content
      color_count
      category { uid name url_path }
    }
    colorSystems { ...ColorSystemSummaryFields }
  }
  ${SYSTEM_SUMMARY}
`;

/** A colour standard: code, name, hex, RGB and Lab values, family, finish and the chip selling it. */
export type ColorStandard = ColorStandardFieldsFragment;

const STANDARD_FIELDS = gql`
  fragment ColorStandardFields on ColorStandard @brand {
    code
    name
    hex
    rgb { r g b }
    lab { l a b }
    family { value label }
    finish { value label }
    product { uid name url_key }
  }
`;

/** Colour standards by code or family (the colour page and its neighbours). */
export const GET_COLORS: TypedDocumentNode<GetColorsQuery, GetColorsQueryVariables> = gql`
  query GetColors($filter: ColorFilterInput, $pageSize: Int!) @brand {
    colors(filter: $filter, pageSize: $pageSize) {
      total_count
      items { ...ColorStandardFields }
    }
  }
  ${STANDARD_FIELDS}
`;

/** Every standard's family, for the colour finder's family choice. */
export const GET_COLOR_FAMILIES: TypedDocumentNode<GetColorFamiliesQuery, GetColorFamiliesQueryVariables> = gql`
  query GetColorFamilies($pageSize: Int!) @brand {
    colors(pageSize: $pageSize) {
      items { code family { value label } }
    }
  }
`;

/** A colour finder match: a standard and its distance (ΔE) from the colour asked for. */
export type ColorMatch = Item<FindColorsQuery['colorFinder']>;

/** Logged-in customers only: the standards nearest to a colour (CIE76 ΔE), nearest first. */
export const FIND_COLORS: TypedDocumentNode<FindColorsQuery, FindColorsQueryVariables> = gql`
  query FindColors($hex: String!, $family: String, $limit: Int) @brand {
    colorFinder(hex: $hex, family: $family, limit: $limit) {
      delta_e
      color { ...ColorStandardFields }
    }
  }
  ${STANDARD_FIELDS}
`;
