import { Modal } from 'antd';
import { announceDialogClosed } from '../../lib/browser/dialogClosed';
import { useT } from '../../lib/i18n/useT';

/**
 * Spec §9 confirmation: antd's confirm modal, 416 wide and centred, buttons Confirm / Cancel in the
 * store's language. `confirm(question)` resolves true on Confirm, false on Cancel, Escape or the mask.
 * Focus starts on Cancel: the questions are about removing something, and Enter pressed twice must not do it.
 * Render `holder` where the modal takes the page's antd theme and locale (an antd screen: lazyWithAntd).
 */
export function useConfirm() {
  const t = useT();
  const [modal, holder] = Modal.useModal();
  const confirm = (content: string) =>
    new Promise<boolean>((resolve) => {
      modal
        .confirm({ title: content, width: 416, okText: t('global.confirm'), cancelText: t('global.cancel'), centered: true, autoFocusButton: 'cancel', afterClose: announceDialogClosed })
        .then(resolve, () => resolve(false));
    });
  return { confirm, holder };
}
