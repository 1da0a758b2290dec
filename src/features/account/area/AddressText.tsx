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
  const region = typeof address.region === 'string' ? address.region : address.region?.region;
  const lines = [
    [address.firstname, address.lastname].filter(Boolean).join(' '),
    address.company,
    ...(address.street ?? []),
    [address.city, region, address.postcode].filter(Boolean).join(', '),
    address.country_code,
    address.telephone,
  ].filter((line): line is string => Boolean(line));
  return (
    <address className="account-address">
      {lines.map((line, index) => (
        <span key={index}>
          {line}
          <br />
        </span>
      ))}
    </address>
  );
}
