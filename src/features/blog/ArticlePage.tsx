import { useT } from '../../lib/i18n/useT';
import { PlaceholderPage } from '../content/PlaceholderPage';

/** One article (spec §2.2 /{blog segment}/{category}/{details}); the blog issue fills it. */
export default function ArticlePage() {
  const t = useT();
  return <PlaceholderPage title={t('blog.article.title')} />;
}
