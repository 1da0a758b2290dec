import { createContext, useContext } from 'react';

/** Spec §2.4: the account drawer shows exactly one of these views at a time; login by default. */
export type AccountView = 'login' | 'forgot' | 'create';

export interface AccountDrawerControl {
  /** The open view, or null when the drawer is closed. */
  view: AccountView | null;
  open: (view?: AccountView) => void;
  /** Switch view without closing (the drawer's own links). */
  show: (view: AccountView) => void;
  close: () => void;
}

const closed: AccountDrawerControl = { view: null, open: () => undefined, show: () => undefined, close: () => undefined };

export const AccountDrawerContext = createContext<AccountDrawerControl>(closed);

/** The shell's account drawer: open it at a view from anywhere inside the shell. */
export function useAccountDrawer(): AccountDrawerControl {
  return useContext(AccountDrawerContext);
}
