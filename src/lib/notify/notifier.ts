import type { MessageId } from '../i18n/messages';

export type NotificationKind = 'success' | 'info' | 'warning' | 'error';

/** A notification: either server text shown as is, or one of our messages by id. */
export type AppNotification =
  | { type: NotificationKind; message: string }
  | { type: NotificationKind; messageId: MessageId };

export type Notify = (notification: AppNotification) => void;

export interface Notifier {
  notify: Notify;
  /** Route notifications to a display (the antd App); returns a detach function. */
  attach: (display: Notify) => () => void;
}

/**
 * The Apollo client exists before React renders, the antd notification API only inside it: this
 * bridge queues what is raised before a display is attached and delivers it on attach.
 */
export function createNotifier(): Notifier {
  let display: Notify | null = null;
  const queue: AppNotification[] = [];
  return {
    notify(notification) {
      if (display) display(notification);
      else queue.push(notification);
    },
    attach(next) {
      display = next;
      queue.splice(0).forEach(next);
      return () => {
        if (display === next) display = null;
      };
    },
  };
}
