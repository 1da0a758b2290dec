import { type MouseEvent, useState } from 'react';
import { useAppDispatch, useAppSelector } from '../app/hooks';
import { Icon } from '../components/icons';
import { switchRegion } from '../features/store';
import { useT } from '../lib/i18n/useT';
import { isSameOrigin, safeInternalPath, sanitizeHtml } from '../lib/security/sanitize';
import { getStoreMessageFlag, setStoreMessageFlag } from '../lib/storage/storage';
import { storeForPath } from '../shared/store/stores';

/**
 * The geo-targeted store message (store config's storeMessage: "you seem to be in Germany, visit our
 * German store"). Its HTML is sanitised; a click on it follows target_url only when that is on our
 * origin, through the region switch (the other store starts clean). Dismissed, it stays away until
 * the next region switch resets the flag (spec §4).
 */
export function StoreMessageBar() {
  const t = useT();
  const dispatch = useAppDispatch();
  const message = useAppSelector((state) => state.app.storeMessage);
  const [dismissed, setDismissed] = useState(() => getStoreMessageFlag() === '1');
  if (!message?.html || dismissed) return null;

  const target = message.target_url;
  const onClick = (event: MouseEvent<HTMLDivElement>) => {
    if (!(event.target instanceof Element) || !event.target.closest('a')) return;
    event.preventDefault();
    const path = isSameOrigin(target) ? safeInternalPath(target) : null;
    if (path !== null) void dispatch(switchRegion({ url: path, storeCode: storeForPath(path).code }));
  };
  const dismiss = () => {
    setStoreMessageFlag('1');
    setDismissed(true);
  };

  return (
    <div className="store-message">
      <div className="container store-message__inner">
        {/* Clicks bubble from the message's own links; keyboard users activate those links too. */}
        {/* eslint-disable-next-line jsx-a11y/click-events-have-key-events, jsx-a11y/no-static-element-interactions */}
        <div className="store-message__text" onClick={onClick} dangerouslySetInnerHTML={{ __html: sanitizeHtml(message.html) }} />
        <button type="button" className="icon-button store-message__close" onClick={dismiss}>
          <Icon name="close" size={18} />
          <span className="visually-hidden">{t('shell.storeMessage.dismiss')}</span>
        </button>
      </div>
    </div>
  );
}
