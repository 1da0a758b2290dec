import { createAction } from '@reduxjs/toolkit';

// app/appSlice's miniCartToggled: features may not import the app slice (layering), so the action is
// re-declared by its type (as tabsAction and switchRegion do); a unit test fails if the two drift apart.
export const miniCartToggled = createAction<boolean | undefined>('app/miniCartToggled');
