import { Suspense, useEffect, useRef, useState } from 'react';
import { lazyWithAntd } from '../components/antd/lazyWithAntd';
import { useAppSelector } from './hooks';
import type { AppNotification, Notifier } from '../lib/notify/notifier';

// antd's notification (with its motion and portal code) is not needed until something goes wrong or
// succeeds: it loads with the first notification instead of with every first page.
const AntdNotifications = lazyWithAntd(() => import(/* webpackChunkName: "notifications" */ './AntdNotifications'));

/**
 * Shows what the notifier carries (GraphQL and network errors, §8, and the app's own messages). It
 * attaches once translations are loaded, so queued notifications never show raw message ids; the
 * first one loads the antd display and is handed to it.
 */
export function NotificationDisplay({ notifier }: { notifier: Notifier }) {
  const ready = useAppSelector((state) => state.app.i18n !== '');
  const early = useRef<AppNotification[]>([]);
  const [wanted, setWanted] = useState(false);
  useEffect(() => {
    if (!ready || wanted) return undefined;
    return notifier.attach((n) => {
      early.current.push(n);
      setWanted(true);
    });
  }, [ready, wanted, notifier]);
  if (!wanted) return null;
  return (
    <Suspense fallback={null}>
      <AntdNotifications notifier={notifier} early={early.current} />
    </Suspense>
  );
}
