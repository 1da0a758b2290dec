/** Anything with preventDefault: a DOM or React mouse event, for plain buttons and antd's Button alike. */
interface Cancelable {
  preventDefault(): void;
}

/**
 * Props for a button that is busy with its own request. It is not disabled: a disabled button drops
 * keyboard focus to the page body, so a keyboard user would start again from the top of the document.
 * It says it is unavailable (aria-disabled) and ignores clicks meanwhile. Cancelling the click also
 * cancels a submit button's form submission, including Enter pressed in one of the form's fields.
 *
 *   <button type="button" className="button" {...busyButtonProps(loading, () => void clear())}>
 *   <Button htmlType="submit" loading={busy} {...busyButtonProps(busy)}>
 */
export function busyButtonProps<E extends Cancelable>(busy: boolean, onClick?: (event: E) => void) {
  return {
    'aria-disabled': busy || undefined,
    onClick: (event: E) => {
      if (busy) event.preventDefault();
      else onClick?.(event);
    },
  };
}
