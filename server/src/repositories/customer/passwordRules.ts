import type { StoreSettings } from '../store/settings';

/** Magento's AccountManagement::MAX_PASSWORD_LENGTH. */
export const maxPasswordLength = 256;

// Magento's four classes of characters (AccountManagement::makeRequiredCharactersCheck).
const characterClasses = [/[a-z]/, /[A-Z]/, /[0-9]/, /[^a-zA-Z0-9]/];

/**
 * Magento's checkPasswordStrength with the store's customer/password settings: the first broken rule's
 * message, or null. Lengths count characters (code points), as Magento's StringUtils::strlen does.
 */
export const passwordProblem = (password: string, settings: Pick<StoreSettings, 'minimum_password_length' | 'required_character_classes_number'>): string | null => {
  const length = [...password].length;
  if (length > maxPasswordLength) return `Please enter a password with at most ${maxPasswordLength} characters.`;
  const minimum = Number(settings.minimum_password_length) || 0;
  if (length < minimum) return `The password needs at least ${minimum} characters. Create a new password and try again.`;
  if ([...password.trim()].length !== length) {
    return "The password can't begin or end with a space. Verify the password and try again.";
  }
  const required = Number(settings.required_character_classes_number) || 0;
  if (characterClasses.filter((pattern) => pattern.test(password)).length < required) {
    return `Minimum of different classes of characters in password is ${required}. Classes of characters: Lower Case, Upper Case, Digits, Special Characters.`;
  }
  return null;
};

/** Magento's assertPasswordIsNotSameAsEmail (case-insensitive). */
export const passwordIsEmail = (password: string, email: string): boolean => password.toLowerCase() === email.toLowerCase();
