import './pwa.css';
import { useEffect } from 'react';
import { useT } from '../../lib/i18n/useT';
import { serviceWorkerUpdates, useUpdateAvailable } from '../../pwa/updates';

/** Room kept below a focused element so that the prompt never covers it (WCAG 2.4.11). */
const PROMPT_CLEARANCE = '120px';

/**
 * "A new version is available" with Reload and Later: non-blocking, in every page (the checkout
 * too, where it still only asks). Reload activates the waiting service worker and reloads.
 */
export function UpdatePrompt() {
  const t = useT();
  const available = useUpdateAvailable();
  useEffect(() => {
    if (!available) return undefined;
    const root = document.documentElement;
    root.style.scrollPaddingBottom = PROMPT_CLEARANCE;
    return () => {
      root.style.scrollPaddingBottom = '';
    };
  }, [available]);

  return (
    // A labelled region only while it has something to offer; the live region inside stays put.
    <div
      className={available ? 'update-prompt' : 'update-prompt update-prompt--hidden'}
      {...(available ? { role: 'region', 'aria-label': t('pwa.update.available') } : {})}
    >
      <p role="status" className="update-prompt__text">
        {available ? t('pwa.update.available') : ''}
      </p>
      {available && (
        <div className="update-prompt__actions">
          <button type="button" className="button button--primary" onClick={() => serviceWorkerUpdates.apply()}>
            {t('pwa.update.reload')}
          </button>
          <button type="button" className="button" onClick={() => serviceWorkerUpdates.dismiss()}>
            {t('pwa.update.later')}
          </button>
        </div>
      )}
    </div>
  );
}
