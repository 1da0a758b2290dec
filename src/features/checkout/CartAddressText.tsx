import { PostalAddress } from '../../components/PostalAddress';
import type { CartAddress } from '../cart';

/** A cart address (shipping or billing) as a postal block. */
export function CartAddressText({ address }: { address: CartAddress }) {
  return (
    <PostalAddress
      className="checkout-address"
      address={{ ...address, region: address.region?.label ?? null, country: address.country.label || address.country.code }}
    />
  );
}
