import { type FocusEvent, type RefObject, useLayoutEffect, useRef } from 'react';
import { focusables } from '../lib/browser/focusables';

interface LoadMoreFocus<L extends HTMLElement> {
  /** For the list whose children are the items. */
  list: RefObject<L | null>;
  /** For the Load more button. */
  buttonProps: {
    ref: RefObject<HTMLButtonElement | null>;
    onClickCapture: () => void;
    onFocus: () => void;
    onBlur: (event: FocusEvent) => void;
  };
}

/**
 * Where keyboard focus goes when a list grows under its Load more button. New items are added above
 * the button, so a shopper whose focus stayed on it would have to go back to reach them. Once they
 * arrive, focus moves to the first new item: when the shopper pressed Load more (a press while a page
 * was already on its way counts too), or when the button goes because the last page came while it had
 * focus. Without this the browser would drop focus to the page body, or the focus rescue would take it
 * to the top of the list. Focus that has gone elsewhere meanwhile is left alone.
 *
 * `count` is the number of items the list shows: its first `count` children are items. `listing` names the list
 * (its search, filters, sort): another listing starts afresh, a press made for the last one forgotten.
 */
export function useLoadMoreFocus<L extends HTMLElement>(count: number, listing: string): LoadMoreFocus<L> {
  const list = useRef<L>(null);
  const button = useRef<HTMLButtonElement>(null);
  // The count when Load more was pressed, or when the button last had focus.
  const pressedAt = useRef<number | null>(null);
  const focusedAt = useRef<number | null>(null);
  const previous = useRef({ count, listing });

  useLayoutEffect(() => {
    const before = previous.current;
    previous.current = { count, listing };
    if (listing !== before.listing) {
      pressedAt.current = focusedAt.current = null;
      return;
    }
    if (count <= before.count) return;
    const active = document.activeElement;
    const onButton = active !== null && active === button.current;
    const dropped = !active || active === document.body;
    // Focus on the page body counts as the button's only when the button itself went (not a click elsewhere).
    const from = pressedAt.current ?? (dropped && !button.current ? focusedAt.current : null);
    pressedAt.current = null;
    // A button that keeps focus through a page counts from the items it has now.
    focusedAt.current = onButton ? count : null;
    if (from === null || !(onButton || dropped)) return;
    const first = list.current?.children.item(from);
    const target = first instanceof HTMLElement ? focusables(first)[0] : undefined;
    target?.focus();
  }, [count, listing]);

  return {
    list,
    buttonProps: {
      ref: button,
      onClickCapture: () => {
        pressedAt.current = previous.current.count;
      },
      onFocus: () => {
        focusedAt.current = previous.current.count;
      },
      // Focus gone to another element; a button removed with focus leaves nothing to go to.
      onBlur: (event) => {
        if (event.relatedTarget) focusedAt.current = null;
      },
    },
  };
}
