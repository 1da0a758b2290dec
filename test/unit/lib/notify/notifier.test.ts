import { createNotifier, type AppNotification } from '../../../../src/lib/notify/notifier';

describe('createNotifier', () => {
  it('queues until a display attaches, then delivers in order', () => {
    const notifier = createNotifier();
    const shown: AppNotification[] = [];
    notifier.notify({ type: 'error', messageId: 'notification.networkError' });
    notifier.notify({ type: 'warning', message: 'w' });
    notifier.attach((n) => shown.push(n));
    expect(shown).toEqual([
      { type: 'error', messageId: 'notification.networkError' },
      { type: 'warning', message: 'w' },
    ]);
    notifier.notify({ type: 'info', message: 'later' });
    expect(shown).toHaveLength(3);
  });

  it('queues again after detach, and a stale detach does not remove a newer display', () => {
    const notifier = createNotifier();
    const first: AppNotification[] = [];
    const second: AppNotification[] = [];
    const detachFirst = notifier.attach((n) => first.push(n));
    notifier.attach((n) => second.push(n));
    detachFirst();
    notifier.notify({ type: 'info', message: 'x' });
    expect(first).toEqual([]);
    expect(second).toEqual([{ type: 'info', message: 'x' }]);
  });

  it('holds notifications while detached', () => {
    const notifier = createNotifier();
    const shown: AppNotification[] = [];
    notifier.attach(() => undefined)();
    notifier.notify({ type: 'success', message: 's' });
    notifier.attach((n) => shown.push(n));
    expect(shown).toEqual([{ type: 'success', message: 's' }]);
  });
});
