import { useEffect, useRef } from 'react';
import { useHref, useNavigate } from 'react-router-dom';
import { useT } from '../lib/i18n/useT';
import { leavesSite, safeInternalPath, sanitizeHtml } from '../lib/security/sanitize';
import { markExternal } from './externalLink';

interface SafeHtmlProps {
  html: string | null | undefined;
  className?: string;
}

function isPlainLeftClick(event: MouseEvent): boolean {
  return event.button === 0 && !event.metaKey && !event.ctrlKey && !event.shiftKey && !event.altKey;
}

/**
 * Server HTML (CMS), sanitised before it is rendered. Links inside it that stay within the current
 * store route in-app; links to other stores navigate normally (a full load picks the store); links
 * to other sites open in a new tab without a handle on this window. javascript: and data: links
 * never survive the sanitiser.
 */
export function SafeHtml({ html, className }: SafeHtmlProps) {
  const ref = useRef<HTMLDivElement>(null);
  const navigate = useNavigate();
  const t = useT();
  const base = useHref('/').replace(/\/$/, '');
  const sanitizedHtml = sanitizeHtml(html);
  const newTabText = t('shell.link.newTab');

  useEffect(() => {
    const root = ref.current;
    if (!root) return;
    root.querySelectorAll('a[href]').forEach((anchor) => {
      const href = anchor.getAttribute('href') ?? '';
      if (leavesSite(href)) markExternal(anchor, newTabText);
    });
  }, [sanitizedHtml, newTabText]);

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

  return <div ref={ref} className={className} dangerouslySetInnerHTML={{ __html: sanitizedHtml }} />;
}
