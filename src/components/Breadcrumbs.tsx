import './Breadcrumbs.css';
import { Link } from 'react-router-dom';
import { useT } from '../lib/i18n/useT';

export interface Crumb {
  label: string;
  /** A path inside the store; the current page (last crumb) has none. */
  to?: string;
}

/** Spec §9 breadcrumbs: links separated by '→', the current page last and marked as such. */
export function Breadcrumbs({ items }: { items: readonly Crumb[] }) {
  const t = useT();
  if (items.length === 0) return null;
  return (
    <nav className="breadcrumbs" aria-label={t('breadcrumbs.label')}>
      <ol className="breadcrumbs__list">
        {items.map((item, index) => {
          const last = index === items.length - 1;
          return (
            <li key={`${index}-${item.label}`} className="breadcrumbs__item">
              {item.to && !last ? (
                <Link to={item.to}>{item.label}</Link>
              ) : (
                <span aria-current={last ? 'page' : undefined}>{item.label}</span>
              )}
              {!last && (
                <span className="breadcrumbs__separator" aria-hidden="true">
                  →
                </span>
              )}
            </li>
          );
        })}
      </ol>
    </nav>
  );
}
