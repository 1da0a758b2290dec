import { type AnchorHTMLAttributes, type ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { useT } from '../lib/i18n/useT';
import { leavesSite } from '../lib/security/sanitize';

interface AppLinkProps extends Omit<AnchorHTMLAttributes<HTMLAnchorElement>, 'href'> {
  /** A path inside the store ('/checkout/cart', without the store prefix) or a URL. */
  to: string;
  children: ReactNode;
}

/**
 * Spec §2.3: internal links are prefixed with the current route base (the router's basename does
 * it); links to other sites (http(s) or //host) open as external links, in a new tab with no opener.
 * Other URLs (mailto:, tel:, an absolute URL on our own origin) are plain links.
 */
export function AppLink({ to, children, ...rest }: AppLinkProps) {
  const t = useT();
  if (leavesSite(to)) {
    return (
      <a href={to.trim()} target="_blank" rel="noopener noreferrer" {...rest}>
        {children}{' '}
        <span className="visually-hidden">{t('shell.link.newTab')}</span>
      </a>
    );
  }
  const scheme = /^\s*([a-z][a-z0-9+.-]*):/i.exec(to)?.[1]?.toLowerCase();
  // javascript:, data: and vbscript: are never followed: the text stays, the link goes.
  if (scheme === 'javascript' || scheme === 'data' || scheme === 'vbscript') {
    return <span className={rest.className}>{children}</span>;
  }
  if (scheme) return <a href={to.trim()} {...rest}>{children}</a>;
  return <Link to={to} {...rest}>{children}</Link>;
}
