import './NotFoundPage.css';
import { Link } from 'react-router-dom';
import { usePageTitle } from '../../lib/head/pageTitle';
import { useT } from '../../lib/i18n/useT';

/**
 * A retired URL whose new address is on another site (a 301/302 from the route query). Server-given URLs are
 * followed on their own only when they stay on our site: here the shopper sees where it leads and chooses.
 */
export default function MovedAwayPage({ href }: { href: string }) {
  const t = useT();
  usePageTitle(t('notFound.movedAway.title'));
  const { host } = new URL(href);
  return (
    <section className="not-found-page">
      <h1 className="not-found-page__title">{t('notFound.movedAway.title')}</h1>
      <p className="not-found-page__text">{t('notFound.movedAway.text', { host })}</p>
      <a className="not-found-page__home" href={href} rel="noopener noreferrer">
        {t('notFound.movedAway.go', { host })}
      </a>
      <Link className="not-found-page__back" to="/">
        {t('notFound.backHome')}
      </Link>
    </section>
  );
}
