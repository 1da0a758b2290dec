import { gql, type TypedDocumentNode } from '@apollo/client';
import type { GetCmsPageQuery, GetCmsPageQueryVariables } from '../../lib/graphql/generated';

/** Magento CmsPage fields a content page renders. */
export interface CmsPage {
  identifier: string | null;
  title: string | null;
  content_heading: string | null;
  content: string | null;
  meta_title: string | null;
  meta_description: string | null;
}

export interface GetCmsPageQuery {
  cmsPage: CmsPage | null;
}

export interface GetCmsPageVariables {
  identifier: string;
}

export const GET_CMS_PAGE: TypedDocumentNode<GetCmsPageQuery, GetCmsPageQueryVariables> = gql`
  query GetCmsPage($identifier: String) {
    cmsPage(identifier: $identifier) {
      identifier
      title
      content_heading
      content
      meta_title
      meta_description
    }
  }
`;
