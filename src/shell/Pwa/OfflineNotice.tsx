import './pwa.css';
import { useT } from '../../lib/i18n/useT';
import { useOnlineStatus } from '../../pwa/onlineStatus';

/**
 * While the browser is offline: what still works (pages already seen, from the service worker's
 * cache) and what waits for the network. A polite live region that is always in the page, so that
 * screen readers announce the notice when it appears.
 */
export function OfflineNotice() {
  const t = useT();
  const online = useOnlineStatus();
  return (
    <div role="status" className={online ? 'offline-notice offline-notice--hidden' : 'offline-notice'}>
      {!online && <p className="offline-notice__text">{t('pwa.offline.notice')}</p>}
    </div>
  );
}
