import { type KeyboardEvent, type ReactNode, useEffect, useId, useRef } from 'react';
import { useAppDispatch, useAppSelector } from '../../../app/hooks';
import { tabsChanged } from './tabsAction';

export interface ProductTab {
  key: string;
  label: string;
  content: ReactNode;
}

/**
 * The product tabs (spec §3 app state tabs: tabsKey default 'details', and scroll). The open tab
 * lives in the app state, so "N reviews" near the title can open the reviews tab and ask for
 * the tabs to scroll into view. WAI-ARIA tabs: arrow keys, Home and End move between tabs.
 */
export function ProductTabs({ tabs }: { tabs: readonly ProductTab[] }) {
  const dispatch = useAppDispatch();
  const { tabsKey, scroll } = useAppSelector((state) => state.app.tabs);
  const baseId = useId();
  const root = useRef<HTMLDivElement>(null);
  const list = useRef<HTMLDivElement>(null);
  const active = tabs.find((tab) => tab.key === tabsKey) ?? tabs[0];

  useEffect(() => {
    if (!scroll) return;
    root.current?.scrollIntoView({ block: 'start' });
    root.current?.querySelector<HTMLElement>('[role="tab"][aria-selected="true"]')?.focus({ preventScroll: true });
    dispatch(tabsChanged({ scroll: false }));
  }, [scroll, dispatch]);

  // On a phone the strip scrolls sideways: its stylesheet fades the side where more tabs are (data-more).
  const labels = tabs.map((tab) => tab.label).join('\n');
  useEffect(() => {
    const strip = list.current;
    if (!strip) return undefined;
    const mark = () => {
      const start = strip.scrollLeft > 1;
      const end = strip.scrollLeft + strip.clientWidth < strip.scrollWidth - 1;
      strip.dataset.more = start && end ? 'both' : start ? 'start' : end ? 'end' : 'none';
    };
    mark();
    strip.addEventListener('scroll', mark, { passive: true });
    // The strip's own size, and its tabs' (a web font or a new review count widens them inside the same strip).
    const resized = typeof ResizeObserver === 'function' ? new ResizeObserver(mark) : null;
    resized?.observe(strip);
    strip.querySelectorAll('[role="tab"]').forEach((tab) => resized?.observe(tab));
    return () => {
      strip.removeEventListener('scroll', mark);
      resized?.disconnect();
    };
  }, [labels]);

  const select = (key: string, focus = false) => {
    dispatch(tabsChanged({ tabsKey: key }));
    const tab = root.current?.querySelector<HTMLElement>(`#${CSS.escape(`${baseId}-tab-${key}`)}`);
    if (focus) tab?.focus();
    // On a phone the strip scrolls sideways: the chosen tab comes into view whole.
    tab?.scrollIntoView?.({ block: 'nearest', inline: 'nearest' });
  };

  const onKeyDown = (event: KeyboardEvent<HTMLButtonElement>) => {
    const index = tabs.findIndex((tab) => tab.key === active?.key);
    const next = { ArrowRight: index + 1, ArrowLeft: index - 1, Home: 0, End: tabs.length - 1 }[event.key];
    if (next === undefined) return;
    event.preventDefault();
    const tab = tabs[(next + tabs.length) % tabs.length];
    if (tab) select(tab.key, true);
  };

  if (!active) return null;
  return (
    <div className="product-tabs" ref={root}>
      <div className="product-tabs__list" role="tablist" ref={list}>
        {tabs.map((tab) => (
          <button
            key={tab.key}
            id={`${baseId}-tab-${tab.key}`}
            type="button"
            role="tab"
            className="product-tabs__tab"
            aria-selected={tab.key === active.key}
            aria-controls={`${baseId}-panel-${tab.key}`}
            tabIndex={tab.key === active.key ? 0 : -1}
            onClick={() => select(tab.key)}
            onKeyDown={onKeyDown}
          >
            {tab.label}
          </button>
        ))}
      </div>
      {tabs.map((tab) => (
        <div
          key={tab.key}
          id={`${baseId}-panel-${tab.key}`}
          className="product-tabs__panel"
          role="tabpanel"
          aria-labelledby={`${baseId}-tab-${tab.key}`}
          hidden={tab.key !== active.key}
        >
          {tab.content}
        </div>
      ))}
    </div>
  );
}
