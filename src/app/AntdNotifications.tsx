import { notification as antdNotification } from 'antd';
import { useEffect } from 'react';
import { NOTIFICATION_CONFIG } from '../components/antd/theme';
import { useT } from '../lib/i18n/useT';
import { useAppSelector } from './hooks';
import type { AppNotification, Notifier } from '../lib/notify/notifier';

/**
 * The antd side of NotificationDisplay, loaded with the first notification: shows the ones that woke
 * it (`early`), then everything the notifier carries. notification.useNotification rather than antd's
 * <App>, which would also bring Modal and message.
 */
export default function AntdNotifications({ notifier, early }: { notifier: Notifier; early: AppNotification[] }) {
  const [notification, holder] = antdNotification.useNotification(NOTIFICATION_CONFIG);
  const t = useT();
  const ready = useAppSelector((state) => state.app.i18n !== '');
  useEffect(() => {
    if (!ready) return undefined;
    const show = (n: AppNotification) => {
      notification[n.type]({ title: 'messageId' in n ? t(n.messageId) : n.message });
    };
    early.splice(0).forEach(show);
    return notifier.attach(show);
  }, [ready, notifier, notification, t, early]);
  return holder;
}
