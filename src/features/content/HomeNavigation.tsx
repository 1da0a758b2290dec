import { useQuery } from '@apollo/client/react';
import { SafeHtml } from '../../components/SafeHtml';
import { useT } from '../../lib/i18n/useT';
import { GET_CMS_BLOCKS } from './cms.gql';

export const HOME_NAVIGATION_BLOCK = 'home_cms_navigation';

/** The CMS navigation block. Spec §8: its failures are ignored, with no message and no menu. */
export function HomeNavigation() {
  const t = useT();
  const { data } = useQuery(GET_CMS_BLOCKS, {
    variables: { identifiers: [HOME_NAVIGATION_BLOCK] },
    context: { silent: true },
  });
  const content = data?.cmsBlocks?.items?.[0]?.content;
  if (!content) return null;
  return (
    <nav aria-label={t('home.navigation')}>
      <SafeHtml html={content} className="cms-content" />
    </nav>
  );
}
