import { PostalAddress } from '../../../components/PostalAddress';

interface AddressLike {
  firstname: string | null;
  lastname: string | null;
  company?: string | null;
  street: Array<string | null> | null;
  city: string | null;
  postcode: string | null;
  region?: { region: string | null } | string | null;
  country_code: string | null;
  telephone: string | null;
}

/** An address as a postal block (used by the dashboard, address book and order view). */
export function AddressText({ address }: { address: AddressLike }) {
  const region = typeof address.region === 'string' ? address.region : address.region?.region ?? null;
  return (
    <PostalAddress
      className="account-address"
      address={{ ...address, street: address.street ?? [], region, country: address.country_code }}
    />
  );
}
