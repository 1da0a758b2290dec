import { gql, type TypedDocumentNode } from '@apollo/client';
import type { GetMegaMenuQuery, GetMegaMenuQueryVariables } from '../../lib/graphql/generated';

/**
 * Spec §1 mega-menu: the store's category tree (Magento's categories without filters is the store's
 * root category), three levels under the root, with what a menu needs of each.
 */
export const GET_MEGA_MENU: TypedDocumentNode<GetMegaMenuQuery, GetMegaMenuQueryVariables> = gql`
  query GetMegaMenu {
    categories {
      items {
        uid
        children {
          ...MegaMenuCategory
          children {
            ...MegaMenuCategory
            children {
              ...MegaMenuCategory
            }
          }
        }
      }
    }
  }

  fragment MegaMenuCategory on CategoryTree {
    uid
    name
    url_path
    url_suffix
    include_in_menu
    position
  }
`;
