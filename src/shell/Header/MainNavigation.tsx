import { type MouseEvent } from 'react';
import { useContentBlocks } from '../../components/ContentBlock/useContentBlocks';
import { SafeHtml } from '../../components/SafeHtml';
import { useT } from '../../lib/i18n/useT';
import { NAVIGATION_BLOCK } from '../blockIds';

const NAVIGATION = [NAVIGATION_BLOCK];

interface MainNavigationProps {
  className: string;
  /** Called after a link in the navigation was followed (the menu drawer closes). */
  onNavigate?: () => void;
}

/** The CMS navigation (block home_cms_navigation). Spec §8: when it fails there is no message and no menu. */
export function MainNavigation({ className, onNavigate }: MainNavigationProps) {
  const t = useT();
  const { blocks } = useContentBlocks(NAVIGATION);
  const html = blocks[0]?.content;
  if (!html) return null;
  const onClick = (event: MouseEvent<HTMLElement>) => {
    if (onNavigate && event.target instanceof Element && event.target.closest('a')) onNavigate();
  };
  return (
    // Only link clicks bubble here; the links themselves are the keyboard controls.
    // eslint-disable-next-line jsx-a11y/click-events-have-key-events, jsx-a11y/no-noninteractive-element-interactions
    <nav className={className} aria-label={t('shell.nav.label')} onClick={onClick}>
      <SafeHtml html={html} />
    </nav>
  );
}
