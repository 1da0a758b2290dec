import '../../styles/drawers.css';
import { Button, Modal } from 'antd';
import { useT } from '../../lib/i18n/useT';
import type { QueuedAlert } from './alertBus';

/** One alert: its text and a single OK button (spec §2.4); Escape and the close icon count as OK. */
export default function AlertDialog({ alert }: { alert: QueuedAlert }) {
  const t = useT();
  return (
    <Modal
      open
      centered
      width={416}
      title={alert.title ?? t('shell.alert.title')}
      onCancel={alert.acknowledge}
      footer={
        // A one-button alert: OK is the only thing to do, so it takes focus.
        // eslint-disable-next-line jsx-a11y/no-autofocus
        <Button type="primary" onClick={alert.acknowledge} autoFocus>
          {t('shell.alert.ok')}
        </Button>
      }
    >
      <p className="alert-dialog__message">{alert.message}</p>
    </Modal>
  );
}
