import {
  type AddressRecord, deleteAddress, findAddress, insertAddress, listAddresses, updateAddress,
} from '../../../repositories/customer/addresses';
import { type CustomerRecord, findCustomerById, setDefaultAddresses } from '../../../repositories/customer/customers';
import { authorizationError, inputError, noSuchEntityError } from '../../errors';
import { pageInfo, pageOf } from '../catalog/paging';
import { type AddressInput, addressFields, checkRequired } from './addressInput';
import { currentCustomer } from './session';
import type { GraphQLContext } from '../../context';
import type { Resolver } from '../types';

/** An address with its owner's defaults, the parent of CustomerAddress. */
export interface AddressOutput extends AddressRecord {
  default_billing: boolean;
  default_shipping: boolean;
}

export const addressOutput = (address: AddressRecord, customer: Pick<CustomerRecord, 'default_billing' | 'default_shipping'>): AddressOutput => ({
  ...address,
  default_billing: customer.default_billing === address.id,
  default_shipping: customer.default_shipping === address.id,
});

export const customerAddresses = (context: GraphQLContext, customer: CustomerRecord): AddressOutput[] =>
  listAddresses(context.db, customer.id).map((address) => addressOutput(address, customer));

/** Magento's GetCustomerAddress: unknown → no-such-entity, someone else's → authorization, both with Magento's text. */
const ownAddress = (context: GraphQLContext, customer: CustomerRecord, id: number): AddressRecord => {
  const address = findAddress(context.db, id);
  if (!address) throw noSuchEntityError(`Could not find a address with ID "${id}"`);
  if (address.customer_id !== customer.id) {
    throw authorizationError(`Current customer does not have permission to address with ID "${id}"`);
  }
  return address;
};

/** default_billing / default_shipping: true makes this address the default (the previous one stops being it), false on the default clears it. */
const applyDefaults = (context: GraphQLContext, customer: CustomerRecord, addressId: number, input: AddressInput): void => {
  const pointer = (flag: boolean | null | undefined, current: number | null): number | null | undefined => {
    if (flag === true) return addressId;
    if (flag === false && current === addressId) return null;
    return undefined;
  };
  setDefaultAddresses(context.db, customer.id, {
    billing: pointer(input.default_billing, customer.default_billing),
    shipping: pointer(input.default_shipping, customer.default_shipping),
  });
};

const createCustomerAddress: Resolver<{ input: AddressInput }> = (_parent, { input }, context) => {
  const customer = currentCustomer(context);
  // Magento's words differ from the update's ("must be specified"): CreateCustomerAddressTest::testCreateCustomerAddressWithMissingInput.
  if (Object.keys(input).length === 0) throw inputError('"input" value should be specified');
  checkRequired(input, 'create');
  const fields = addressFields(context, input, null);
  const id = context.db.transaction(() => {
    const addressId = insertAddress(context.db, customer.id, fields);
    applyDefaults(context, customer, addressId, input);
    return addressId;
  })();
  return addressOutput(findAddress(context.db, id) as AddressRecord, findCustomerById(context.db, customer.id) as CustomerRecord);
};

const updateCustomerAddress: Resolver<{ id: number; input: AddressInput | null }> = (_parent, { id, input }, context) => {
  const customer = currentCustomer(context);
  if (!id) throw inputError('Address "id" value must be specified');
  if (!input || Object.keys(input).length === 0) throw inputError('"input" value must be specified');
  const existing = ownAddress(context, customer, id);
  checkRequired(input, 'update');
  const fields = addressFields(context, input, existing);
  context.db.transaction(() => {
    updateAddress(context.db, id, fields);
    applyDefaults(context, customer, id, input);
  })();
  return addressOutput(findAddress(context.db, id) as AddressRecord, findCustomerById(context.db, customer.id) as CustomerRecord);
};

/** Magento's deleteCustomerAddress: a default address cannot be deleted (choose another default first). */
const deleteCustomerAddress: Resolver<{ id: number }> = (_parent, { id }, context) => {
  const customer = currentCustomer(context);
  if (!id) throw inputError('Address "id" value should be specified');
  ownAddress(context, customer, id);
  if (customer.default_billing === id) {
    throw inputError(`Customer Address ${id} is set as default billing address and can not be deleted`);
  }
  if (customer.default_shipping === id) {
    throw inputError(`Customer Address ${id} is set as default shipping address and can not be deleted`);
  }
  deleteAddress(context.db, id);
  return true;
};

const addressesV2: Resolver<{ currentPage: number; pageSize: number }, unknown, CustomerRecord> = (customer, args, context) => {
  const all = customerAddresses(context, customer);
  const info = pageInfo(all.length, args.pageSize, args.currentPage, { beyondLastPage: true });
  return { items: pageOf(all, info), page_info: info, total_count: all.length };
};

export const addressResolvers = {
  Mutation: { createCustomerAddress, updateCustomerAddress, deleteCustomerAddress },
  CustomerFields: {
    addresses: (customer: CustomerRecord, _args: unknown, context: GraphQLContext): AddressOutput[] => customerAddresses(context, customer),
    addressesV2,
  },
  CustomerAddress: {
    // Deprecated customer_id: null, as Magento 2.4.8's ExtractCustomerAddressData sets it (GetAddressesTest,
    // CreateCustomerAddressTest::testCreateCustomerAddress); the owner's id is not the client's business.
    customer_id: (): null => null,
    country_id: (address: AddressOutput): string => address.country_code,
    region: (address: AddressOutput): unknown => ({
      region: address.region, region_code: address.region_code, region_id: address.region_id,
    }),
  },
};
