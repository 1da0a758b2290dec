import '../../styles/mega-menu.css';
import { useQuery } from '@apollo/client/react';
import { type KeyboardEvent, useEffect, useId, useMemo, useRef, useState } from 'react';
import { useLocation } from 'react-router-dom';
import { AppLink } from '../../components/AppLink';
import { Icon } from '../../components/icons';
import { useT } from '../../lib/i18n/useT';
import { GET_MEGA_MENU } from './megaMenu.gql';
import { type MenuNode, menuTree } from './megaMenuTree';

interface MegaMenuProps {
  /** 'bar': the desktop header's row with a panel per top category; 'drawer': nested lists in the menu drawer. */
  variant: 'bar' | 'drawer';
  /** Called after a link was followed (the menu drawer closes). */
  onNavigate?: () => void;
}

/**
 * Spec §1 mega-menu, in place of the CMS navigation: the category tree (every level) as a WAI-ARIA
 * disclosure navigation. A top category with children is a button that shows its panel (its page,
 * its subcategories and theirs); arrow keys move along the row, Arrow Down opens a panel at its first
 * link, Escape closes it and returns to its button. Spec §8: a failure shows no menu and no message.
 */
export default function MegaMenu({ variant, onNavigate }: MegaMenuProps) {
  const t = useT();
  const { data } = useQuery(GET_MEGA_MENU, { context: { silent: true } });
  const tree = useMemo(() => menuTree(data), [data]);
  const [open, setOpen] = useState<string | null>(null);
  const nav = useRef<HTMLElement>(null);
  const id = useId();
  const { pathname } = useLocation();

  // A followed link (a new path) closes the panel.
  useEffect(() => setOpen(null), [pathname]);
  useEffect(() => {
    if (open === null || variant !== 'bar') return undefined;
    const onPointer = (event: PointerEvent) => {
      if (event.target instanceof Node && !nav.current?.contains(event.target)) setOpen(null);
    };
    // A panel also closes once keyboard focus has left the menu.
    const onFocusOut = (event: FocusEvent) => {
      if (!(event.relatedTarget instanceof Node && nav.current?.contains(event.relatedTarget))) setOpen(null);
    };
    const element = nav.current;
    document.addEventListener('pointerdown', onPointer);
    element?.addEventListener('focusout', onFocusOut);
    return () => {
      document.removeEventListener('pointerdown', onPointer);
      element?.removeEventListener('focusout', onFocusOut);
    };
  }, [open, variant]);

  if (tree.length === 0) return null;
  const panelId = (node: MenuNode) => `${id}-${node.uid}`;
  const topControls = () => [...(nav.current?.querySelectorAll<HTMLElement>('.mega-menu__top') ?? [])];
  const closeTo = (node: MenuNode) => {
    setOpen(null);
    nav.current?.querySelector<HTMLElement>(`[aria-controls="${CSS.escape(panelId(node))}"]`)?.focus();
  };

  const onTopKey = (event: KeyboardEvent<HTMLElement>, node: MenuNode) => {
    if (variant !== 'bar') return;
    const controls = topControls();
    const index = controls.indexOf(event.currentTarget);
    const move = (to: number) => {
      event.preventDefault();
      controls[(to + controls.length) % controls.length]?.focus();
    };
    if (event.key === 'ArrowRight') move(index + 1);
    else if (event.key === 'ArrowLeft') move(index - 1);
    else if (event.key === 'Home') move(0);
    else if (event.key === 'End') move(controls.length - 1);
    else if (event.key === 'ArrowDown' && node.children.length > 0) {
      event.preventDefault();
      setOpen(node.uid);
      // The panel is shown in this commit; its first link takes focus right after.
      setTimeout(() => document.getElementById(panelId(node))?.querySelector<HTMLElement>('a')?.focus(), 0);
    }
  };
  const onPanelKey = (event: KeyboardEvent<HTMLElement>, node: MenuNode) => {
    if (event.key === 'Escape') {
      // Only the panel closes (in the menu drawer, not the drawer too).
      event.stopPropagation();
      closeTo(node);
    }
  };
  const followed = () => {
    setOpen(null);
    onNavigate?.();
  };

  return (
    <nav ref={nav} className={`mega-menu mega-menu--${variant}`} aria-label={t('shell.nav.label')}>
      <ul className="mega-menu__row">
        {tree.map((node) => (
          <li key={node.uid} className="mega-menu__item">
            {node.children.length === 0 ? (
              <AppLink to={node.path} className="mega-menu__top" onKeyDown={(event) => onTopKey(event, node)} onClick={followed}>
                {node.name}
              </AppLink>
            ) : (
              <>
                <button
                  type="button"
                  className="mega-menu__top"
                  aria-expanded={open === node.uid}
                  aria-controls={panelId(node)}
                  onClick={() => setOpen((value) => (value === node.uid ? null : node.uid))}
                  onKeyDown={(event) => (event.key === 'Escape' && open === node.uid ? onPanelKey(event, node) : onTopKey(event, node))}
                >
                  {node.name}
                  <Icon name="chevronDown" size={14} className={open === node.uid ? 'mega-menu__chevron--open' : undefined} />
                </button>
                {/* Escape inside the panel closes it (the panel itself is not a control). */}
                {/* eslint-disable-next-line jsx-a11y/no-static-element-interactions */}
                <div id={panelId(node)} className="mega-menu__panel" hidden={open !== node.uid} onKeyDown={(event) => onPanelKey(event, node)}>
                  <AppLink to={node.path} className="mega-menu__all" onClick={followed}>
                    {t('shell.megaMenu.all', { name: node.name })}
                  </AppLink>
                  <ul className="mega-menu__columns">
                    {node.children.map((child) => (
                      <li key={child.uid} className="mega-menu__column">
                        <AppLink to={child.path} className="mega-menu__heading" onClick={followed}>{child.name}</AppLink>
                        {child.children.length > 0 && (
                          <ul className="mega-menu__links">
                            {child.children.map((leaf) => (
                              <li key={leaf.uid}>
                                <AppLink to={leaf.path} onClick={followed}>{leaf.name}</AppLink>
                              </li>
                            ))}
                          </ul>
                        )}
                      </li>
                    ))}
                  </ul>
                </div>
              </>
            )}
          </li>
        ))}
      </ul>
    </nav>
  );
}
