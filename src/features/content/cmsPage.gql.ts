import { gql, type TypedDocumentNode } from '@apollo/client';
import type { GetCmsPageQuery, GetCmsPageQueryVariables } from '../../lib/graphql/generated';

/** Magento CmsPage fields a content page renders. */
export type CmsPage = NonNullable<GetCmsPageQuery['cmsPage']>;

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
