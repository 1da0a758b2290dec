import { useEffect, useRef } from 'react';
import { useHref, useNavigate } from 'react-router-dom';
import { safeInternalPath, sanitizeHtml } from '../lib/security/sanitize';

interface SafeHtmlProps {
  html: string | null | undefined;
  className?: string;
}

function isPlainLeftClick(event: MouseEvent): boolean {
  return event.button === 0 && !event.metaKey && !event.ctrlKey && !event.shiftKey && !event.altKey;
}

/**
 * Server HTML (CMS), sanitised before it is rendered. Links inside it that stay within the current
 * store route in-app; other links (other stores, other sites) navigate normally.
 */
export function SafeHtml({ html, className }: SafeHtmlProps) {
  const ref = useRef<HTMLDivElement>(null);
  const navigate = useNavigate();
  const base = useHref('/').replace(/\/$/, '');

  useEffect(() => {
    const root = ref.current;
    if (!root) return undefined;
    const onClick = (event: MouseEvent) => {
      if (event.defaultPrevented || !isPlainLeftClick(event) || !(event.target instanceof Element)) return;
      const anchor = event.target.closest('a');
      if (!anchor || !root.contains(anchor) || anchor.hasAttribute('download')) return;
      if (anchor.target && anchor.target !== '_self') return;
      const path = safeInternalPath(anchor.href);
      if (path === null) return;
      const rest = path.slice(base.length);
      if (!path.startsWith(base) || !/^([/?#]|$)/.test(rest)) return;
      event.preventDefault();
      navigate(rest.startsWith('/') ? rest : `/${rest}`);
    };
    root.addEventListener('click', onClick);
    return () => root.removeEventListener('click', onClick);
  }, [base, navigate]);

  return <div ref={ref} className={className} dangerouslySetInnerHTML={{ __html: sanitizeHtml(html) }} />;
}
