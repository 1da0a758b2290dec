import { Modal } from 'antd';
import { useT } from '../../lib/i18n/useT';

/** Spec §9 confirmation: antd's confirm modal, 416 wide, buttons Confirm / Cancel. Render `holder`. */
export function useConfirm() {
  const t = useT();
  const [modal, holder] = Modal.useModal();
  const confirm = (content: string) =>
    new Promise<boolean>((resolve) => {
      modal
        .confirm({ title: content, width: 416, okText: t('cart.confirm'), cancelText: t('cart.cancel'), centered: true })
        .then(resolve, () => resolve(false));
    });
  return { confirm, holder };
}
