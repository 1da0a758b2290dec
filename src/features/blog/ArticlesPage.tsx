import { useT } from '../../lib/i18n/useT';
import { PlaceholderPage } from '../content/PlaceholderPage';

/** The article list, also per category (spec §2.2 /blog, /{blog segment}[/{category}]); the blog issue fills it. */
export default function ArticlesPage() {
  const t = useT();
  return <PlaceholderPage title={t('blog.list.title')} />;
}
