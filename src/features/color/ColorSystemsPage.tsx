import './color.css';
import './ColorSystemsPage.css';
import { useQuery } from '@apollo/client/react';
import { Link, useParams } from 'react-router-dom';
import { Breadcrumbs, type Crumb } from '../../components/Breadcrumbs';
import { SafeHtml } from '../../components/SafeHtml';
import { presentItems } from '../../lib/graphql/present';
import { useT } from '../../lib/i18n/useT';
import { useCatalogConfig } from '../../shared/catalog/useCatalogConfig';
import { useContentSeo } from '../../shared/seo/useContentSeo';
import { NotFoundPage, PageLoading } from '../content';
import { GET_COLOR_SYSTEM } from './color.gql';

const systemPath = (urlKey: string) => `/color-systems/${encodeURIComponent(urlKey)}`;

/**
 * A colour system (spec §2.2 /color-systems/{articles}): what it is for, how many standards it
 * holds, the guides that carry it, and the other systems.
 */
export default function ColorSystemsPage() {
  const t = useT();
  const { articles: urlKey = '' } = useParams();
  const suffix = useCatalogConfig().config.categoryUrlSuffix;
  // Spec §8: errors of colour-system calls are silent; a missing system is the 404 page.
  const { data, loading } = useQuery(GET_COLOR_SYSTEM, { variables: { urlKey }, errorPolicy: 'all', context: { silent: true } });
  const system = data?.colorSystem ?? null;
  const crumbs: Crumb[] = [{ label: t('breadcrumbs.home'), to: '/' }, { label: system?.name ?? '' }];
  useContentSeo({ title: system?.name, description: system?.summary, crumbs: system ? crumbs : undefined, path: system ? systemPath(system.url_key) : undefined });

  if (!system) return loading ? <PageLoading /> : <NotFoundPage />;
  const others = presentItems(data?.colorSystems).filter((s) => s.uid !== system.uid);
  const category = system.category?.url_path ? system.category : null;

  return (
    <div className="color-system-page">
      <Breadcrumbs items={crumbs} />
      <div className="color-system">
        <div className="color-system__text">
          <p className="color-system__eyebrow">{t('color.systems.eyebrow')}</p>
          <h1 className="color-system__title">{system.name}</h1>
          {system.summary && <p className="color-system__summary">{system.summary}</p>}
          <p className="color-system__count">{t('color.systems.count', { count: system.color_count })}</p>
          <div className="color-system__actions">
            {category && (
              <Link className="button button--primary" to={`/${category.url_path}${suffix}`}>
                {t('color.systems.shop', { name: category.name ?? system.name })}
              </Link>
            )}
            <Link className="button" to="/color-finder">
              {t('color.finder.title')}
            </Link>
          </div>
        </div>
        {system.image && (
          <img className="color-system__image" src={system.image.url} alt="" width={system.image.width} height={system.image.height} fetchPriority="high" />
        )}
      </div>
      <SafeHtml html={system.content} className="color-system__content cms-content" />
      {others.length > 0 && (
        <section className="color-system__others" aria-labelledby="other-systems">
          <h2 id="other-systems">{t('color.systems.others')}</h2>
          <ul>
            {others.map((other) => (
              <li key={other.uid}>
                <Link to={systemPath(other.url_key)} className="system-link">
                  {other.image && <img src={other.image.url} alt="" width={other.image.width} height={other.image.height} loading="lazy" decoding="async" />}
                  <span className="system-link__name">{other.name}</span>
                  {other.summary && <span className="system-link__summary">{other.summary}</span>}
                </Link>
              </li>
            ))}
          </ul>
        </section>
      )}
    </div>
  );
}
