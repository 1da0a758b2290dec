import '../../styles/account-menu.css';
import { Suspense, useCallback, useEffect, useId, useRef, useState } from 'react';
import { Icon } from '../../components/icons';
import { useT } from '../../lib/i18n/useT';
import { type AccountView, useAccountDrawer } from '../AccountDrawer/accountDrawerContext';
import { preloadable } from '../preloadable';

// The panel's code loads when the pointer or keyboard focus reaches the button.
const { Component: AccountMenuPanel, preload: preloadPanel } = preloadable(() => import('./AccountMenuPanel'));

/**
 * Spec §2.4 account dropdown. A guest gets Sign in / Create an account, which open the account
 * drawer at that view; a customer gets the account pages of §2.2 and Sign out, in a narrower panel.
 * A disclosure (button + list), closed by Escape (focus back on the button) and by clicks outside.
 */
export function AccountMenu() {
  const t = useT();
  const drawer = useAccountDrawer();
  const [open, setOpen] = useState(false);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const wrapperRef = useRef<HTMLDivElement>(null);
  const panelId = `${useId()}-account`;

  const close = useCallback((returnFocus: boolean) => {
    setOpen(false);
    if (returnFocus) buttonRef.current?.focus();
  }, []);
  const done = useCallback(() => setOpen(false), []);

  useEffect(() => {
    if (!open) return undefined;
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape') close(true);
    };
    const outside = (node: EventTarget | null) => node instanceof Node && !wrapperRef.current?.contains(node);
    const onPointer = (event: PointerEvent) => {
      if (outside(event.target)) close(false);
    };
    // Tabbing out of the panel closes it too.
    const onFocusOut = (event: FocusEvent) => {
      if (outside(event.relatedTarget)) close(false);
    };
    const wrapper = wrapperRef.current;
    document.addEventListener('keydown', onKey);
    document.addEventListener('pointerdown', onPointer);
    wrapper?.addEventListener('focusout', onFocusOut);
    return () => {
      document.removeEventListener('keydown', onKey);
      document.removeEventListener('pointerdown', onPointer);
      wrapper?.removeEventListener('focusout', onFocusOut);
    };
  }, [open, close]);

  const openDrawer = useCallback(
    (view: AccountView) => {
      setOpen(false);
      // The drawer returns focus to whatever had it when it opened: make that the account button.
      buttonRef.current?.focus();
      drawer.open(view);
    },
    [drawer],
  );

  return (
    <div ref={wrapperRef} className="account-menu">
      <button
        ref={buttonRef}
        type="button"
        className="icon-button"
        aria-expanded={open}
        aria-controls={open ? panelId : undefined}
        onClick={() => setOpen((value) => !value)}
        onPointerEnter={preloadPanel}
        onFocus={preloadPanel}
      >
        <Icon name="user" />
        <span className="visually-hidden">{t('shell.account.label')}</span>
      </button>
      {open && (
        <Suspense fallback={null}>
          <AccountMenuPanel id={panelId} onDone={done} onOpenDrawer={openDrawer} />
        </Suspense>
      )}
    </div>
  );
}
