import './PlaceholderPage.css';
import { Link } from 'react-router-dom';
import { usePageTitle } from '../../lib/head/pageTitle';
import { useT } from '../../lib/i18n/useT';
import type { CSSProperties, ReactNode } from 'react';

interface PlaceholderPageProps {
  /** The page's name: its heading and its document title. */
  title: string;
  /** One line under the heading; the generic "being prepared" text by default. */
  children?: ReactNode;
}

const SWATCHES = ['#e8590c', '#f59f00', '#2f9e44', '#1d4ed8', '#862e9c'];

/**
 * A page a later issue fills (cart, checkout, account, blog …): its title, one line that it is
 * being prepared, and a way back to shopping. Never a dead end, never a crash.
 */
export function PlaceholderPage({ title, children }: PlaceholderPageProps) {
  const t = useT();
  usePageTitle(title);
  return (
    <section className="placeholder-page">
      <div className="placeholder-page__fan" aria-hidden="true">
        {SWATCHES.map((color, index) => (
          <span key={color} className="placeholder-page__swatch" style={{ background: color, '--i': index - 2 } as CSSProperties} />
        ))}
      </div>
      <h1 className="placeholder-page__title">{title}</h1>
      <p className="placeholder-page__text">{children ?? t('placeholder.text')}</p>
      <Link className="placeholder-page__home" to="/">
        {t('placeholder.home')}
      </Link>
    </section>
  );
}
