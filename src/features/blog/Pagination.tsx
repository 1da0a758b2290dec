import { Link } from 'react-router-dom';
import { useT } from '../../lib/i18n/useT';

interface PaginationProps {
  page: number;
  pageSize: number;
  total: number;
  /** The list's in-store path, without a query. */
  path: string;
}

const href = (path: string, page: number) => (page > 1 ? `${path}?page=${page}` : path);

/** Spec §9 "Items {lower}-{upper} of {total}" and links to the other pages of an article list. */
export function Pagination({ page, pageSize, total, path }: PaginationProps) {
  const t = useT();
  if (total === 0) return null;
  const pages = Math.max(1, Math.ceil(total / pageSize));
  const lower = (page - 1) * pageSize + 1;
  const upper = Math.min(total, page * pageSize);
  return (
    <nav className="blog-pagination" aria-label={t('blog.pagination.label')}>
      <p className="blog-pagination__count">{t('blog.pagination.items', { lower, upper, total })}</p>
      {pages > 1 && (
        <ul className="blog-pagination__pages">
          {page > 1 && (
            <li>
              <Link className="blog-pagination__step" to={href(path, page - 1)} rel="prev">
                {t('blog.pagination.previous')}
              </Link>
            </li>
          )}
          {Array.from({ length: pages }, (_, index) => index + 1).map((number) => (
            <li key={number}>
              {number === page ? (
                <span className="blog-pagination__page" aria-current="page">
                  {number}
                </span>
              ) : (
                <Link className="blog-pagination__page" to={href(path, number)} aria-label={t('blog.pagination.goTo', { page: number })}>
                  {number}
                </Link>
              )}
            </li>
          ))}
          {page < pages && (
            <li>
              <Link className="blog-pagination__step" to={href(path, page + 1)} rel="next">
                {t('blog.pagination.next')}
              </Link>
            </li>
          )}
        </ul>
      )}
    </nav>
  );
}
