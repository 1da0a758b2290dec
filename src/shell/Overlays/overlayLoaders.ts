import { preloadAntd } from '../../components/antd/lazyWithAntd';
import { preloadCartDocuments } from '../../features/cart';

// The code of the shell's overlays, one chunk each (with antd's scope beside them), and preloads for
// the controls that open them: fetched when the pointer or keyboard focus reaches the control, the
// overlay opens at once on the click. Nothing here is fetched on a first load without interaction.

export const loadMenuDrawer = () => import('../Header/MenuDrawer');
export const loadSearchOverlay = () => import('../Search/SearchOverlay');
export const loadAccountDrawer = () => import('../AccountDrawer/AccountDrawer');
export const loadMiniCartDrawer = () => import('../MiniCart/MiniCartDrawer');

const preloading = (load: () => Promise<unknown>) => (): void => {
  preloadAntd();
  load().catch(() => undefined);
};

export const preloadMenuDrawer = preloading(loadMenuDrawer);
export const preloadSearchOverlay = preloading(loadSearchOverlay);
export const preloadAccountDrawer = preloading(loadAccountDrawer);
const preloadMiniCartCode = preloading(loadMiniCartDrawer);
/** The mini-cart, and the cart documents its quantity and remove controls call with. */
export const preloadMiniCartDrawer = (): void => {
  preloadMiniCartCode();
  preloadCartDocuments();
};
