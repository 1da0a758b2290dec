import { Suspense, useEffect, useState } from 'react';
import { lazyWithAntd } from '../antd/lazyWithAntd';
import { type QueuedAlert, subscribeAlerts } from './alertBus';

// antd's Modal is loaded with the first alert, not with the page.
const AlertDialog = lazyWithAntd(() => import('./AlertDialog'));

/** Mount once (the shell does): shows the queued alerts of showAlert() one at a time. */
export function AlertHost() {
  const [alerts, setAlerts] = useState<readonly QueuedAlert[]>([]);
  useEffect(() => subscribeAlerts(setAlerts), []);
  const current = alerts[0];
  if (!current) return null;
  return (
    <Suspense fallback={null}>
      <AlertDialog key={current.id} alert={current} />
    </Suspense>
  );
}
