/** An address as its lines read on an envelope. */
export interface PostalLines {
  firstname: string | null;
  lastname: string | null;
  company?: string | null;
  street: ReadonlyArray<string | null>;
  city: string | null;
  region?: string | null;
  postcode: string | null;
  /** Country name, or its code where no name is known. */
  country: string | null;
  telephone?: string | null;
}

/** A postal block (<address>): name, company, street lines, "city, region, postcode", country, telephone. */
export function PostalAddress({ address, className }: { address: PostalLines; className?: string }) {
  const lines = [
    [address.firstname, address.lastname].filter(Boolean).join(' '),
    address.company,
    ...address.street,
    [address.city, address.region, address.postcode].filter(Boolean).join(', '),
    address.country,
    address.telephone,
  ].filter((line): line is string => Boolean(line));
  return (
    <address className={className}>
      {lines.map((line, index) => (
        <span key={index}>
          {line}
          <br />
        </span>
      ))}
    </address>
  );
}
