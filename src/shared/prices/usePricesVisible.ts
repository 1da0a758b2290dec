import { useAppSelector } from '../../app/hooks';
import { useFeatureFlags } from '../../lib/config/site';

/**
 * Spec §6 hide-price: with the flag on, prices show only to signed-in shoppers. The only place that
 * decides it: usePriceDisplay (catalogue, cart, popup) reads `hidden` from here.
 */
export function usePricesVisible(): boolean {
  const isLogin = useAppSelector((state) => state.user.isLogin);
  return !useFeatureFlags().hidePrice || isLogin;
}
