import { createAction } from '@reduxjs/toolkit';

/** Spec §3 app state tabs: the product page's open tab and the request to scroll the tabs into view. */
export interface TabsChange {
  tabsKey?: string;
  scroll?: boolean;
}

/** The product page's tabs changed or should scroll into view; the app slice keeps app.tabs (spec §3). */
export const tabsChanged = createAction<TabsChange>('catalog/tabsChanged');

/** The tab keys of the product page; details is the default (spec §3). */
export const TAB_KEYS = { details: 'details', moreInformation: 'additional', reviews: 'reviews' } as const;
