import { useAppSelector } from '../../app/hooks';
import { type PasswordPolicy, passwordPolicyFrom } from '../../lib/validation/rules';

/** The store config's password rules (minimum length, required character classes). */
export function usePasswordPolicy(): PasswordPolicy {
  const minLength = useAppSelector((state) => state.app.storeConfig?.minimum_password_length);
  const classes = useAppSelector((state) => state.app.storeConfig?.required_character_classes_number);
  return passwordPolicyFrom(minLength, classes);
}
