import { notification as antdNotification } from 'antd';
import { useEffect } from 'react';
import { useT } from '../lib/i18n/useT';
import { useAppSelector } from './hooks';
import { NOTIFICATION_CONFIG } from './theme';
import type { Notifier } from '../lib/notify/notifier';

/**
 * Shows what the notifier carries (GraphQL and network errors, §8) as antd notifications. It uses
 * notification.useNotification rather than antd's <App>, which would also put Modal and message in
 * the first-load bundle (~35 kB gzip). It attaches once translations are loaded, so queued
 * notifications never show raw message ids.
 */
export function NotificationDisplay({ notifier }: { notifier: Notifier }) {
  const [notification, holder] = antdNotification.useNotification(NOTIFICATION_CONFIG);
  const t = useT();
  const ready = useAppSelector((state) => state.app.i18n !== '');
  useEffect(() => {
    if (!ready) return undefined;
    return notifier.attach((n) => {
      notification[n.type]({ title: 'messageId' in n ? t(n.messageId) : n.message });
    });
  }, [ready, notifier, notification, t]);
  return holder;
}
