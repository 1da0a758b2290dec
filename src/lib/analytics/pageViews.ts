import { usePageNamed } from '../head/pageNamed';
import { trackPage } from './events';

const sendPage = (path: string) => void trackPage(path, document.title);

/**
 * Sends the page event of every route change (spec §7 analytics), once the page has its title.
 * Mount once, inside the router.
 */
export function PageViews(): null {
  usePageNamed(sendPage);
  return null;
}
