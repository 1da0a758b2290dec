import './NotFoundPage.css';
import { Link } from 'react-router-dom';
import { usePageTitle } from '../../lib/head/pageTitle';
import { useT } from '../../lib/i18n/useT';

/** Spec §8: the 404 page, with a button to the store's home. Shown inside the shell. */
export default function NotFoundPage() {
  const t = useT();
  usePageTitle(t('notFound.pageTitle'));
  return (
    <section className="not-found-page">
      <p className="not-found-page__code" aria-hidden="true">
        404
      </p>
      <h1 className="not-found-page__title">{t('notFound.title')}</h1>
      <Link className="not-found-page__home" to="/">
        {t('notFound.backHome')}
      </Link>
    </section>
  );
}
