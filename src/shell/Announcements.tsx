import { ContentBlock } from '../components/ContentBlock/ContentBlock';
import { useT } from '../lib/i18n/useT';
import { PENCIL_BANNER_BLOCK } from './blockIds';
import { StoreMessageBar } from './StoreMessageBar';

const PENCIL_BANNER = [PENCIL_BANNER_BLOCK];

/**
 * Above the header: the pencil banner (CMS) and, off checkout, the store message. A labelled region,
 * so the announcements are findable and everything on the page sits in a landmark.
 */
export function Announcements({ showMessage }: { showMessage: boolean }) {
  const t = useT();
  return (
    <section className="announcements" aria-label={t('shell.announcements')}>
      <ContentBlock identifiers={PENCIL_BANNER} className="pencil-banner" quiet />
      {showMessage && <StoreMessageBar />}
    </section>
  );
}
