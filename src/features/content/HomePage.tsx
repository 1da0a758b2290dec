import './HomePage.css';
import { useQuery } from '@apollo/client/react';
import { useAppSelector } from '../../app/hooks';
import { Loading } from '../../components/Loading';
import { SafeHtml } from '../../components/SafeHtml';
import { usePageTitle } from '../../lib/head/pageTitle';
import { useT } from '../../lib/i18n/useT';
import { GET_CMS_PAGE } from './cmsPage.gql';
import type { CSSProperties } from 'react';

// A colour-standards brand: the hero carries a strip of colour chips and, on wide screens, a fanned
// colour guide. Both are decoration (aria-hidden).
const CHIPS = ['#c92a2a', '#e8590c', '#f59f00', '#fcc419', '#66a80f', '#2f9e44', '#0c8599', '#1d4ed8', '#5f3dc4', '#862e9c'];
const FAN = ['#862e9c', '#1d4ed8', '#0c8599', '#2f9e44', '#fcc419', '#e8590c', '#c92a2a'];

/**
 * The home page: the store's CMS home page (storeConfig.cms_home_page), sanitised. Without one it
 * still greets the shopper with the store's name. Issue 4 adds the carousels below.
 */
export default function HomePage() {
  const t = useT();
  const config = useAppSelector((state) => state.app.storeConfig);
  const identifier = config?.cms_home_page || 'home';
  const { data, loading } = useQuery(GET_CMS_PAGE, { variables: { identifier } });
  const page = data?.cmsPage ?? null;
  usePageTitle(page?.meta_title || page?.title);

  if (loading && !page) return <Loading>{t('global.fetch')}</Loading>;
  const storeName = config?.store_name || config?.default_title || '';
  const heading = page?.content_heading || page?.title || t('home.title', { storeName });

  return (
    <article className="home-page">
      <section className="home-page__hero">
        <div className="home-page__chips" aria-hidden="true">
          {CHIPS.map((color) => (
            <span key={color} style={{ background: color }} />
          ))}
        </div>
        <div className="home-page__fan" aria-hidden="true">
          {FAN.map((color, index) => (
            <span key={color} style={{ '--c': color, '--i': index - (FAN.length - 1) / 2 } as CSSProperties} />
          ))}
        </div>
        <h1 className="home-page__heading">{heading}</h1>
        {page?.content && <SafeHtml html={page.content} className="home-page__content cms-content" />}
      </section>
    </article>
  );
}
