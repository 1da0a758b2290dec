import { createAction } from '@reduxjs/toolkit';

/** Spec §3 app state tabs: the product page's open tab and the request to scroll the tabs into view. */
export interface TabsChange {
  tabsKey?: string;
  scroll?: boolean;
}

// app/appSlice's tabsChanged: features may not import the app slice (layering), so the action is
// re-declared by its type (as switchRegion does); a unit test fails if the two ever drift apart.
export const tabsChanged = createAction<TabsChange>('app/tabsChanged');

/** The tab keys of the product page; details is the default (spec §3). */
export const TAB_KEYS = { details: 'details', moreInformation: 'additional', reviews: 'reviews' } as const;
