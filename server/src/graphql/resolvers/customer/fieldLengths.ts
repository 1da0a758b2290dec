import { inputError } from '../../errors';

/**
 * The widths of Magento's customer_entity columns for the free-text fields its name validator does not bound
 * (prefix and suffix varchar(40), taxvat varchar(50)), with the EAV text validator's message: longer text is
 * refused rather than stored.
 */
const LIMITS = [
  ['prefix', 'Name Prefix', 40],
  ['suffix', 'Name Suffix', 40],
  ['taxvat', 'Tax/VAT number', 50],
] as const;

export const checkFieldLengths = (profile: { prefix?: string | null; suffix?: string | null; taxvat?: string | null }): void => {
  for (const [field, label, max] of LIMITS) {
    const value = profile[field];
    if (value && [...value].length > max) throw inputError(`"${label}" length must be equal or less than ${max} characters.`);
  }
};
