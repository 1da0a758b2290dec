import { invalidPostcodeMessage, postcodeMatches } from '../../../cart/postcode';
import { cartView, isVirtualCart } from '../../../cart/view';
import { type CartAddressFields, findCartAddress, saveCartAddress } from '../../../repositories/cart/cartAddresses';
import { type AddressRecord, findAddress } from '../../../repositories/customer/addresses';
import {
  countryHasRegions, findAllowedCountry, findRegionByCode, findRegionById, type RegionRecord, regionsOf,
} from '../../../repositories/directory';
import { customerIdFromContext, notAuthorizedMessage } from '../../context';
import { authorizationError, inputError, noSuchEntityError } from '../../errors';
import { streetLines } from '../customer/addressInput';
import { requireArgument, withCart } from './access';
import type { CartRow } from '../../../repositories/cart/carts';
import type { GraphQLContext } from '../../context';
import type { Resolver } from '../types';

/** Magento's CartAddressInput as sent. */
export interface CartAddressInput {
  city?: string | null;
  company?: string | null;
  country_code?: string | null;
  fax?: string | null;
  firstname?: string | null;
  lastname?: string | null;
  middlename?: string | null;
  postcode?: string | null;
  prefix?: string | null;
  region?: string | null;
  region_id?: number | null;
  save_in_address_book?: boolean | null;
  street?: Array<string | null> | null;
  suffix?: string | null;
  telephone?: string | null;
  vat_id?: string | null;
}

interface ShippingAddressInput { address?: CartAddressInput | null; customer_address_id?: number | null; customer_notes?: string | null }

interface BillingAddressInput {
  address?: CartAddressInput | null;
  customer_address_id?: number | null;
  same_as_shipping?: boolean | null;
  use_for_shipping?: boolean | null;
}

const text = (value: string | null | undefined): string | null => {
  const trimmed = value?.trim() ?? '';
  return trimmed === '' ? null : trimmed;
};

/** An address ready to validate: what the input or the address book gives. */
type Candidate = Omit<CartAddressFields, 'same_as_billing' | 'customer_notes'> & { regionInput: string | null };

const regionLookup = (context: GraphQLContext, country: string, name: string): RegionRecord | null =>
  findRegionByCode(context.db, country, name)
    ?? (regionsOf(context.db, [country]).get(country) ?? []).find((r) => r.name.toLowerCase() === name.toLowerCase()) ?? null;

/**
 * Magento's QuoteAddressFactory and quote address validation, in its order: an allowed country, a region
 * that belongs to it (required where the store says so), at most two street lines, then the required fields
 * ('"firstname" is required. Enter and try again.' …, all of them in one message); then the brand's check of
 * the postcode against the store's zip_code_patterns.
 */
const validate = (context: GraphQLContext, candidate: Candidate): CartAddressFields => {
  const { db, store } = context;
  const country = (candidate.country_id ?? '').trim().toUpperCase();
  if (!country || !findAllowedCountry(db, store.websiteCode, country)) throw inputError('Country is not available');
  const regionRequired = store.settings.countries_with_required_region.split(',').includes(country);
  const hasRegions = countryHasRegions(db, country);
  let region: Pick<CartAddressFields, 'region' | 'region_id' | 'region_code'> = { region: candidate.regionInput, region_id: null, region_code: null };
  if (regionRequired && !candidate.regionInput && !candidate.region_id) throw inputError('Region is required.');
  if (candidate.region_id) {
    const found = findRegionById(db, candidate.region_id);
    if (!found || found.country_id !== country) {
      throw inputError(regionRequired ? 'The region_id does not match the selected country or region'
        : 'The specified region is not a part of the selected country or region');
    }
    region = { region: found.name, region_id: found.id, region_code: found.code };
  } else if (candidate.regionInput && hasRegions) {
    const found = regionLookup(context, country, candidate.regionInput);
    if (found) region = { region: found.name, region_id: found.id, region_code: found.code };
    else if (regionRequired) throw inputError('"regionId" is required. Enter and try again.');
  }
  if (candidate.street.length > streetLines) throw inputError(`"Street Address" cannot contain more than ${streetLines} lines.`);
  const postcodeOptional = store.settings.optional_zip_countries.split(',').includes(country);
  const missing = [
    ['firstname', candidate.firstname], ['lastname', candidate.lastname], ['street', candidate.street.length > 0 ? 'x' : null],
    ['city', candidate.city], ['telephone', candidate.telephone], ['postcode', postcodeOptional ? 'x' : candidate.postcode],
  ].filter(([, value]) => !value).map(([name]) => `"${name ?? ''}" is required. Enter and try again.`);
  if (missing.length > 0) throw inputError(missing.join(' '));
  if (candidate.postcode && !postcodeMatches(store, country, candidate.postcode)) throw inputError(invalidPostcodeMessage(candidate.postcode));
  for (const [name, value] of Object.entries(candidate)) {
    if (typeof value === 'string' && [...value].length > 255) throw inputError(`"${name}" cannot contain more than 255 characters.`);
  }
  // Each street line as the address book holds it (a longer one would be copied there and never save again).
  if (candidate.street.some((line) => [...line].length > 255)) throw inputError('"street" cannot contain more than 255 characters.');
  const { regionInput: _ignored, ...fields } = candidate;
  return { ...fields, ...region, country_id: country, same_as_billing: 0, customer_notes: null };
};

const fromInput = (input: CartAddressInput): Candidate => ({
  customer_address_id: null,
  prefix: text(input.prefix), firstname: text(input.firstname), middlename: text(input.middlename), lastname: text(input.lastname),
  suffix: text(input.suffix), company: text(input.company),
  street: (input.street ?? []).map((line) => line?.trim() ?? '').filter((line) => line !== ''),
  city: text(input.city), regionInput: text(input.region), region: null, region_id: input.region_id ?? null, region_code: null,
  postcode: text(input.postcode), country_id: text(input.country_code), telephone: text(input.telephone), fax: text(input.fax),
  // Magento's Set{Shipping,Billing}Address…OnCart: a new address goes to a customer's address book unless told not to.
  vat_id: text(input.vat_id), save_in_address_book: input.save_in_address_book === false ? 0 : 1,
});

const fromAddressBook = (address: AddressRecord): Candidate => ({
  customer_address_id: address.id,
  prefix: address.prefix, firstname: address.firstname, middlename: address.middlename, lastname: address.lastname,
  suffix: address.suffix, company: address.company, street: address.street, city: address.city,
  regionInput: address.region_code ?? address.region, region: null, region_id: address.region_id, region_code: null,
  postcode: address.postcode, country_id: address.country_code, telephone: address.telephone, fax: address.fax, vat_id: address.vat_id,
  save_in_address_book: 0,
});

/** Magento's GetCustomerAddress: the signed-in customer's own address only. */
const customerAddress = (context: GraphQLContext, addressId: number): AddressRecord => {
  const customerId = customerIdFromContext(context);
  if (customerId === null) throw authorizationError(notAuthorizedMessage);
  const address = findAddress(context.db, addressId);
  if (!address) throw noSuchEntityError(`Could not find a address with ID "${addressId}"`);
  if (address.customer_id !== customerId) throw authorizationError(`Current customer does not have permission to address with ID "${addressId}"`);
  return address;
};

type Kind = 'shipping' | 'billing';

/** One of `address` or `customer_address_id`, as Magento requires, validated into the fields to store. */
const addressFrom = (context: GraphQLContext, kind: Kind, input: { address?: CartAddressInput | null; customer_address_id?: number | null }): CartAddressFields => {
  const hasId = input.customer_address_id !== undefined && input.customer_address_id !== null;
  if (hasId && input.address) throw inputError(`The ${kind} address cannot contain "customer_address_id" and "address" at the same time.`);
  if (!hasId && !input.address) throw inputError(`The ${kind} address must contain either "customer_address_id" or "address".`);
  return validate(context, hasId ? fromAddressBook(customerAddress(context, Number(input.customer_address_id))) : fromInput(input.address ?? {}));
};

const cartIsVirtual = (context: GraphQLContext, cart: CartRow): boolean => isVirtualCart(cartView(context, cart).lines);

const virtualCartMessage = 'Shipping address is not allowed on cart: cart contains no items for shipment.';

/** Magento's setShippingAddressesOnCart: one address (new or from the address book) for a cart that ships something. */
const setShippingAddressesOnCart: Resolver<{ input?: { cart_id?: string | null; shipping_addresses?: Array<ShippingAddressInput | null> | null } | null }, { cart: CartRow }> =
  (_parent, args, context) => {
    const cartId = requireArgument(args.input?.cart_id, 'cart_id');
    const addresses = (args.input?.shipping_addresses ?? []).filter((a): a is ShippingAddressInput => a !== null);
    if (addresses.length === 0) throw inputError('Required parameter "shipping_addresses" is missing');
    if (addresses.length > 1) throw inputError('You cannot specify multiple shipping addresses.');
    const [input] = addresses as [ShippingAddressInput];
    const { cart } = withCart(context, cartId, (row) => {
      if (cartIsVirtual(context, row)) throw inputError(virtualCartMessage);
      const fields = addressFrom(context, 'shipping', input);
      const billing = findCartAddress(context.db, row.id, 'billing');
      saveCartAddress(context.db, row.id, 'shipping', {
        ...fields, customer_notes: text(input.customer_notes), same_as_billing: billing && sameAddress(billing, fields) ? 1 : 0,
      });
    });
    return { cart };
  };

const addressKeys = ['firstname', 'lastname', 'company', 'city', 'region_id', 'region', 'postcode', 'country_id', 'telephone'] as const;

const sameAddress = (a: CartAddressFields, b: CartAddressFields): boolean =>
  addressKeys.every((key) => a[key] === b[key]) && JSON.stringify(a.street) === JSON.stringify(b.street);

/**
 * Magento 2.4.7+'s SetBillingAddressOnCart: `same_as_shipping` copies the cart's shipping address (any address
 * given, and `use_for_shipping`, are then ignored); otherwise a new address or one from the address book, which
 * `use_for_shipping` also makes the shipping address (not on a virtual cart, which ships nothing).
 */
const setBillingAddressOnCart: Resolver<{ input?: { cart_id?: string | null; billing_address?: BillingAddressInput | null } | null }, { cart: CartRow }> =
  (_parent, args, context) => {
    const cartId = requireArgument(args.input?.cart_id, 'cart_id');
    const input = args.input?.billing_address;
    if (!input) throw inputError('Required parameter "billing_address" is missing');
    const sameAsShipping = input.same_as_shipping === true;
    const hasId = input.customer_address_id !== undefined && input.customer_address_id !== null;
    if (!hasId && !input.address && !sameAsShipping) {
      throw inputError('The billing address must contain either "customer_address_id", "address", or "same_as_shipping".');
    }
    if (hasId && input.address) throw inputError('The billing address cannot contain "customer_address_id" and "address" at the same time.');
    const { cart } = withCart(context, cartId, (row) => {
      const virtual = cartIsVirtual(context, row);
      const shipping = virtual ? null : findCartAddress(context.db, row.id, 'shipping');
      let fields: CartAddressFields;
      if (sameAsShipping) {
        if (!shipping) throw inputError('Could not use the "same_as_shipping" option, because the shipping address has not been set.');
        const { id: _id, cart_id: _cart, address_type: _type, ...copy } = shipping;
        fields = { ...copy, save_in_address_book: 0 };
      } else {
        fields = addressFrom(context, 'billing', input);
      }
      saveCartAddress(context.db, row.id, 'billing', { ...fields, same_as_billing: 0, customer_notes: null });
      if (virtual) return;
      if (!sameAsShipping && input.use_for_shipping === true) {
        saveCartAddress(context.db, row.id, 'shipping', { ...fields, customer_notes: shipping?.customer_notes ?? null, same_as_billing: 1 });
      } else if (shipping) {
        const { id: _id, cart_id: _cart, address_type: _type, ...rest } = shipping;
        saveCartAddress(context.db, row.id, 'shipping', { ...rest, same_as_billing: sameAddress(rest, fields) ? 1 : 0 });
      }
    });
    return { cart };
  };

export const checkoutAddressMutations = { setShippingAddressesOnCart, setBillingAddressOnCart };
