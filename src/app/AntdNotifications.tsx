import { notification as antdNotification } from 'antd';
import { useEffect } from 'react';
import { NOTIFICATION_CONFIG } from '../components/antd/theme';
import { useT } from '../lib/i18n/useT';
import { useAppSelector } from './hooks';
import type { MessageId } from '../lib/i18n/messages';
import type { AppNotification, Notifier } from '../lib/notify/notifier';

/** Notices about signing out, which a sign-in makes untrue. */
const SIGNED_OUT: readonly MessageId[] = ['cart.signedOut', 'global.signOut'];

/**
 * The antd side of NotificationDisplay, loaded with the first notification: shows the ones that woke
 * it (`early`), then everything the notifier carries. notification.useNotification rather than antd's
 * <App>, which would also bring Modal and message. A sign-in closes what says the shopper was signed out.
 */
export default function AntdNotifications({ notifier, early }: { notifier: Notifier; early: AppNotification[] }) {
  const [notification, holder] = antdNotification.useNotification(NOTIFICATION_CONFIG);
  const t = useT();
  const ready = useAppSelector((state) => state.app.i18n !== '');
  const isLogin = useAppSelector((state) => state.user.isLogin);
  useEffect(() => {
    if (isLogin) SIGNED_OUT.forEach((key) => notification.destroy(key));
  }, [isLogin, notification]);
  useEffect(() => {
    if (!ready) return undefined;
    const show = (n: AppNotification) => {
      if (!('messageId' in n)) notification[n.type]({ title: n.message });
      // A signed-out notice raised twice (two calls refused at once) shows once; every other one is announced anew.
      else notification[n.type]({ key: SIGNED_OUT.includes(n.messageId) ? n.messageId : undefined, title: t(n.messageId) });
    };
    early.splice(0).forEach(show);
    return notifier.attach(show);
  }, [ready, notifier, notification, t, early]);
  return holder;
}
