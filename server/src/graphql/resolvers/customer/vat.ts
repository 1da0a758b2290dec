import { findCustomerById, updateCustomer } from '../../../repositories/customer/customers';
import { checkVatNumber } from '../../../repositories/customer/vat';
import { inputError } from '../../errors';
import { currentCustomer } from './session';
import type { GraphQLContext } from '../../context';
import type { Resolver } from '../types';

/** Only the EU stores (storeConfig.validate_vat: eu_en, de_de, es_es, fr_fr, it_it) handle VAT numbers. */
const requireVatStore = (context: GraphQLContext): void => {
  if (!context.store.settings.validate_vat) {
    throw inputError(`VAT number validation is not available in the store "${context.store.code}".`);
  }
};

const vatOutput = (taxvat: string | null, defaultCountry: string): unknown => {
  if (!taxvat) return { valid: false, vat_number: null, valid_country: null };
  const check = checkVatNumber(taxvat, defaultCountry);
  return { valid: check.valid, vat_number: taxvat, valid_country: check.country };
};

/** Brand query currentVat: the signed-in customer's VAT number (Magento's customer taxvat) and whether it is valid. */
const currentVat: Resolver = (_parent, _args, context) => {
  const customer = currentCustomer(context);
  requireVatStore(context);
  return vatOutput(customer.taxvat, context.store.settings.default_country);
};

/**
 * Brand mutation setCustomerVatNumber: checks the number's format for its EU country and stores it as the
 * customer's taxvat (normalised, with prefix); an empty string removes it. Invalid: Magento's VAT message.
 */
const setCustomerVatNumber: Resolver<{ vat_number: string }> = (_parent, args, context) => {
  const customer = currentCustomer(context);
  requireVatStore(context);
  const input = args.vat_number.trim();
  if (input === '') {
    updateCustomer(context.db, customer.id, { taxvat: null });
    return vatOutput(null, context.store.settings.default_country);
  }
  const check = checkVatNumber(input, context.store.settings.default_country);
  if (!check.valid) throw inputError(`The VAT ID entered (${input}) is not a valid VAT ID.`);
  updateCustomer(context.db, customer.id, { taxvat: check.vatNumber });
  return vatOutput(findCustomerById(context.db, customer.id)?.taxvat ?? null, context.store.settings.default_country);
};

export const vatResolvers = {
  Query: { currentVat },
  Mutation: { setCustomerVatNumber },
};
