import '../../styles/region.css';
import { Suspense, useCallback, useEffect, useId, useRef, useState } from 'react';
import { useAppSelector } from '../../app/hooks';
import { Icon } from '../../components/icons';
import { useT } from '../../lib/i18n/useT';
import { DEFAULT_STORE, storeByCode } from '../../shared/store/stores';
import { preloadable } from '../preloadable';
import { storeLabel } from './storeLabel';
import type RegionPanelBodyImpl from './RegionPanelBody';

// The list and the focus trap load when the pointer or keyboard focus reaches the trigger. Only where
// the backend has the brand's store regions: elsewhere the header shows no selector (Header.tsx).
const { Component: RegionPanelBody, preload: preloadPanel } = preloadable(__CAPABILITIES__.storeRegions
  ? () => import('./RegionPanelBody')
  : () => Promise.reject<{ default: typeof RegionPanelBodyImpl }>(new Error('The backend has no store regions.')));

/** Spec §9: dropdowns open 0.15 s after the pointer arrives and close 0.1 s after it leaves. */
export const HOVER_OPEN_DELAY_MS = 150;
export const HOVER_CLOSE_DELAY_MS = 100;

/** How the panel was opened: by hovering (follows the pointer) or by click / Enter (stays, traps focus). */
type OpenMode = 'hover' | 'pinned' | null;

/**
 * The desktop region selector (spec §2.4): a trigger naming the current store that opens the
 * country/region overlay on hover, and on click or Enter. Opened by click or key it keeps focus
 * inside until Escape, which returns focus to the trigger.
 */
export function RegionPopover() {
  const t = useT();
  const storeCode = useAppSelector((state) => state.app.storeCode);
  const label = storeLabel(storeByCode(storeCode) ?? DEFAULT_STORE);
  const [mode, setMode] = useState<OpenMode>(null);
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);
  const triggerRef = useRef<HTMLButtonElement>(null);
  const panelRef = useRef<HTMLDivElement>(null);
  const wrapperRef = useRef<HTMLDivElement>(null);
  const id = useId();
  const panelId = `${id}-panel`;
  const headingId = `${id}-heading`;

  const later = (next: () => void, ms: number) => {
    clearTimeout(timer.current);
    timer.current = setTimeout(next, ms);
  };
  useEffect(() => () => clearTimeout(timer.current), []);

  const close = useCallback((returnFocus: boolean) => {
    clearTimeout(timer.current);
    setMode(null);
    if (returnFocus) triggerRef.current?.focus();
  }, []);
  const closeToTrigger = useCallback(() => close(true), [close]);

  useEffect(() => {
    if (mode === null) return undefined;
    // Hover content must be dismissible without moving the pointer (WCAG 1.4.13); outside clicks close a pinned panel.
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape') close(mode === 'pinned');
    };
    const onPointer = (event: PointerEvent) => {
      if (event.target instanceof Node && !wrapperRef.current?.contains(event.target)) close(false);
    };
    document.addEventListener('keydown', onKey);
    document.addEventListener('pointerdown', onPointer);
    return () => {
      document.removeEventListener('keydown', onKey);
      document.removeEventListener('pointerdown', onPointer);
    };
  }, [mode, close]);

  const onEnter = () => {
    preloadPanel();
    if (mode === null) later(() => setMode('hover'), HOVER_OPEN_DELAY_MS);
    else clearTimeout(timer.current);
  };
  const onLeave = () => {
    if (mode === 'pinned') return;
    later(() => setMode(null), HOVER_CLOSE_DELAY_MS);
  };
  const onClick = () => {
    clearTimeout(timer.current);
    if (mode === 'pinned') close(false);
    else setMode('pinned');
  };

  return (
    // Hover is a shortcut for pointer users; the button is the control for everyone (click, Enter, Space).
    // eslint-disable-next-line jsx-a11y/no-static-element-interactions
    <div ref={wrapperRef} className="region-popover" onMouseEnter={onEnter} onMouseLeave={onLeave}>
      <button
        ref={triggerRef}
        type="button"
        className="region-trigger"
        aria-expanded={mode !== null}
        aria-controls={mode !== null ? panelId : undefined}
        aria-label={t('shell.region.trigger', { region: label.region, language: label.language })}
        onClick={onClick}
        // Keyboard users get the list's code fetched while they decide, as hover does for the pointer.
        onFocus={preloadPanel}
      >
        <Icon name="globe" size={18} />
        {/* The visible text is the end of the accessible name, word for word (WCAG 2.5.3). */}
        <span>
          <span className="region-trigger__region">{label.region}</span>
          <span className="region-trigger__dot"> · </span>
          <span>{label.language}</span>
        </span>
        <Icon name="chevronDown" size={16} className="region-trigger__chevron" />
      </button>
      {mode !== null && (
        <div ref={panelRef} id={panelId} className="region-popover__panel" role="dialog" aria-labelledby={headingId} tabIndex={-1}>
          <h2 id={headingId} className="region-popover__title">{t('shell.region.title')}</h2>
          <p className="region-popover__intro">{t('shell.region.intro')}</p>
          <Suspense fallback={null}>
            <RegionPanelBody panelRef={panelRef} pinned={mode === 'pinned'} headingId={headingId} onEscape={closeToTrigger} />
          </Suspense>
        </div>
      )}
    </div>
  );
}
