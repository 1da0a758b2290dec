import { Button } from 'antd';
import { type MouseEvent } from 'react';
import { useHref, useNavigate } from 'react-router-dom';
import { useT } from '../../lib/i18n/useT';

/** Spec §8: the 404 page with a button to the store's home. */
export default function NotFoundPage() {
  const t = useT();
  const navigate = useNavigate();
  const homeHref = useHref('/');
  const goHome = (event: MouseEvent<HTMLElement>) => {
    event.preventDefault();
    navigate('/');
  };
  return (
    <section className="not-found">
      <h1>{t('notFound.title')}</h1>
      <Button href={homeHref} onClick={goHome}>
        {t('notFound.backHome')}
      </Button>
    </section>
  );
}
