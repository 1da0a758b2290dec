/**
 * The widths of Magento's quote_address columns an estimate writes (postcode varchar(20), region varchar(255)):
 * estimateTotals keeps the estimate on the cart, and had stored a postcode of any length. The message for the
 * first field that does not fit, or null.
 */
const LIMITS = [['postcode', 20], ['region', 255]] as const;

export function estimateAddressProblem(address: { postcode?: string | null; region?: { region?: string | null } | null }): string | null {
  const values = { postcode: address.postcode, region: address.region?.region };
  for (const [field, max] of LIMITS) {
    const value = values[field];
    if (value && [...value].length > max) return `The ${field} can't be longer than ${max} characters.`;
  }
  return null;
}
