import type { CartAddress } from '../cart/cartTypes';

/** A cart address (shipping or billing) as a postal block. */
export function CartAddressText({ address }: { address: CartAddress }) {
  const lines = [
    [address.firstname, address.lastname].filter(Boolean).join(' '),
    address.company,
    ...address.street,
    [address.city, address.region?.label, address.postcode].filter(Boolean).join(', '),
    address.country.label || address.country.code,
    address.telephone,
  ].filter((line): line is string => Boolean(line));
  return (
    <address className="checkout-address">
      {lines.map((line, index) => (
        <span key={index}>
          {line}
          <br />
        </span>
      ))}
    </address>
  );
}
