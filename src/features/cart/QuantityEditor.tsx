import '../../styles/cart.css';
import { useEffect, useId, useRef, useState } from 'react';
import { useAppDispatch } from '../../app/hooks';
import { busyButtonProps } from '../../components/busyButton';
import { useT } from '../../lib/i18n/useT';
import { updateCartItem } from './cartThunks';
import { itemName } from './itemDisplay';
import { checkQuantity, showUpdateButton } from './quantity';
import type { CartItem } from './cartTypes';
import type { MessageId } from '../../lib/i18n/messages';

interface QuantityEditorProps {
  item: CartItem;
  /** Items whose quantity may not change (out of stock) show it read-only. */
  editable: boolean;
  /** The cart is busy with a request: the entry is read-only and Update waits, both keeping focus. */
  busy?: boolean;
}

/**
 * The quantity of one cart item, edited locally (spec §4): Update appears only when the entry
 * differs from the cart; a bad entry gets a message and nothing is sent. The edit resets when the
 * item's quantity changes; the field stays mounted (key it by the item's id), so keyboard focus stays
 * on it through an update.
 */
export function QuantityEditor({ item, editable, busy = false }: QuantityEditorProps) {
  const t = useT();
  const dispatch = useAppDispatch();
  const id = useId();
  const [edited, setEdited] = useState(String(item.quantity));
  const [problem, setProblem] = useState<MessageId | null>(null);
  // A new quantity from the cart (this update, another tab's, the server's correction) replaces the edit.
  const [quantity, setQuantity] = useState(item.quantity);
  if (quantity !== item.quantity) {
    setQuantity(item.quantity);
    setEdited(String(item.quantity));
    setProblem(null);
  }
  // What a refused update puts back: the cart's quantity when the refusal comes (another tab may have changed it).
  const latest = useRef(item.quantity);
  useEffect(() => {
    latest.current = item.quantity;
  }, [item.quantity]);

  const update = () => {
    if (busy) return;
    const check = checkQuantity(edited);
    if (!check.ok) {
      setProblem(check.messageId);
      return;
    }
    setProblem(null);
    void dispatch(updateCartItem({ itemId: item.id, quantity: check.value })).then((result) => {
      // The server refused (its message is in an alert): show the cart's quantity again.
      if (result.payload !== true) setEdited(String(latest.current));
    });
  };

  return (
    <div className="cart-qty">
      <input
        id={`${id}-qty`}
        className="cart-qty__input"
        type="text"
        inputMode="numeric"
        value={edited}
        readOnly={!editable || busy}
        aria-disabled={busy || undefined}
        aria-label={t('cart.quantity.label', { name: itemName(item) })}
        aria-invalid={problem !== null}
        aria-describedby={problem ? `${id}-problem` : undefined}
        onChange={(event) => {
          setEdited(event.target.value);
          setProblem(null);
        }}
        onKeyDown={(event) => {
          if (event.key === 'Enter') update();
        }}
      />
      {showUpdateButton(edited, item.quantity, editable) && (
        <button type="button" className="button button--small cart-qty__update" {...busyButtonProps(busy, update)}>
          {t('cart.update')}
        </button>
      )}
      {problem && (
        <p id={`${id}-problem`} className="cart-qty__problem" role="alert">
          {t(problem)}
        </p>
      )}
    </div>
  );
}
