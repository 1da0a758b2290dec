import { type MouseEvent } from 'react';
import { useT } from '../lib/i18n/useT';

/** The first stop for keyboard users: straight past the banner and header to the page content. */
export function SkipLink() {
  const t = useT();
  const onClick = (event: MouseEvent<HTMLAnchorElement>) => {
    const main = document.getElementById('main');
    if (!main) return;
    // Focus moves without touching the URL (a #main hash would be a new router location).
    event.preventDefault();
    main.focus();
    main.scrollIntoView();
  };
  return (
    <a className="skip-link" href="#main" onClick={onClick}>
      {t('shell.skipToContent')}
    </a>
  );
}
