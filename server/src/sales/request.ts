import type { CartRequest } from '../cart/access';
import type { BackendProfile } from '../profile';

/** Who places an order and where: the cart's request plus the caller (null for a guest) and the backend's profile. */
export interface SalesRequest extends CartRequest {
  customerId: number | null;
  profile: BackendProfile;
  /** scheme://host of the request (the minimum order check words its redirect with it). */
  origin: string;
}
