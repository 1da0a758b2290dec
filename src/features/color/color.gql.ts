import { gql, type TypedDocumentNode } from '@apollo/client';
import type { FindColorsQuery, FindColorsQueryVariables, GetColorFamiliesQuery, GetColorFamiliesQueryVariables, GetColorSystemQuery, GetColorSystemQueryVariables, GetColorsQuery, GetColorsQueryVariables } from '../../lib/graphql/generated';

// Brand extension (server/README "colour systems, colours, colour finder"), in the store's language.

export interface ContentImage {
  url: string;
  label: string | null;
  width: number;
  height: number;
}

export interface ColorSystemSummary {
  uid: string;
  url_key: string;
  name: string;
  summary: string | null;
  image: ContentImage | null;
}

export interface ColorSystem extends ColorSystemSummary {
  content: string | null;
  color_count: number;
  /** The catalogue category selling the system's guides. */
  category: { uid: string; name: string | null; url_path: string | null } | null;
}

export interface GetColorSystemQuery {
  colorSystem: ColorSystem | null;
  colorSystems: Array<ColorSystemSummary | null> | null;
}

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

export interface ColorValue {
  value: string;
  label: string | null;
}

export interface ColorStandard {
  code: string;
  name: string | null;
  /** #rrggbb */
  hex: string;
  rgb: { r: number; g: number; b: number };
  lab: { l: number; a: number; b: number };
  family: ColorValue | null;
  finish: ColorValue | null;
  /** The chip that sells this colour (Build Your Sheet), if any. */
  product: { uid: string; name: string | null; url_key: string | null } | null;
}

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

export interface GetColorsQuery {
  colors: { items: Array<ColorStandard | null> | null; total_count: number | null } | null;
}

export interface GetColorsVariables {
  filter: { code?: { eq: string }; family?: { eq: string } };
  pageSize: number;
}

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

export interface GetColorFamiliesQuery {
  colors: { items: Array<{ code: string; family: ColorValue | null } | null> | null } | null;
}

/** Every standard's family, for the colour finder's family choice. */
export const GET_COLOR_FAMILIES: TypedDocumentNode<GetColorFamiliesQuery, GetColorFamiliesQueryVariables> = gql`
  query GetColorFamilies($pageSize: Int!) @brand {
    colors(pageSize: $pageSize) {
      items { code family { value label } }
    }
  }
`;

export interface ColorMatch {
  delta_e: number;
  color: ColorStandard;
}

export interface FindColorsQuery {
  colorFinder: Array<ColorMatch | null> | null;
}

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
