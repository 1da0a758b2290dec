import enUS from '../../../../i18n/en_US.json';
import { passwordRule, toAntdRule } from '../../../../src/lib/validation/antdRules';
import {
  characterClassCount,
  email,
  numbersOnly,
  passwordPolicyFrom,
  passwordProblem,
  postcode,
  required,
  sameAs,
} from '../../../../src/lib/validation/rules';
import type { MessageId } from '../../../../src/lib/i18n/messages';

// A translator that fills {count} like react-intl, so the assertions read as the shopper sees them.
const t = (id: MessageId, values?: Record<string, unknown>) =>
  enUS[id].replace(/\{(\w+)\}/g, (_m, name: string) => String(values?.[name]));

describe('§5 rules', () => {
  it('required rejects empty and blank values', () => {
    expect(required('')).toBe('validator.required');
    expect(required('   ')).toBe('validator.required');
    expect(required('a')).toBeNull();
  });

  it('email accepts addresses under 255 characters only', () => {
    expect(email('johndoe@domain.com')).toBeNull();
    expect(email('johndoe@domain')).toBe('validator.email');
    expect(email('john doe@domain.com')).toBe('validator.email');
    expect(email(`${'a'.repeat(243)}@example.com`)).toBe('validator.email');
    expect(email(`${'a'.repeat(242)}@example.com`)).toBeNull();
  });

  it('numbers only, same value', () => {
    expect(numbersOnly('12a')).toBe('validator.numbersOnly');
    expect(numbersOnly('0123')).toBeNull();
    let password = 'Secret#123';
    const confirm = sameAs(() => password);
    expect(confirm('Secret#123')).toBeNull();
    password = 'changed';
    expect(confirm('Secret#123')).toBe('validator.sameValue');
  });

  it('password length and character classes come from store config', () => {
    expect(characterClassCount('aA1#')).toBe(4);
    const policy = passwordPolicyFrom('10', '4');
    expect(policy).toEqual({ minLength: 10, requiredClasses: 4 });
    expect(passwordPolicyFrom(null, 'x')).toEqual({ minLength: 8, requiredClasses: 3 });
    expect(passwordProblem('Ab1#', policy)).toEqual({ id: 'validator.passwordLength', values: { count: 10 } });
    expect(passwordProblem('abcdefgh12', policy)).toEqual({ id: 'validator.passwordClasses', values: { count: 4 } });
    expect(passwordProblem('Abcdefgh1#', policy)).toBeNull();
  });

  it('postcode uses the patterns of the selected country', () => {
    let country = 'US';
    const rule = postcode(() => country, { US: ['^[0-9]{5}$', '^[0-9]{5}-[0-9]{4}$'], DE: ['[0-9]{5}'] });
    expect(rule('12345-6789')).toBeNull();
    expect(rule('1234')).toBe('validator.postcode');
    country = 'FR';
    expect(rule('anything')).toBeNull();
  });
});

describe('antd adapters show the spec messages', () => {
  it('the first failing rule gives the message', async () => {
    const rule = toAntdRule(t, required, email);
    await expect(rule.validator(null, '')).rejects.toThrow('This is a required field.');
    await expect(rule.validator(null, 'nope')).rejects.toThrow('Please enter a valid email address (Ex: johndoe@domain.com).');
    await expect(rule.validator(null, 'a@b.co')).resolves.toBeUndefined();
    await expect(toAntdRule(t, sameAs(() => 'x')).validator(null, 'y')).rejects.toThrow('Please enter the same value again.');
  });

  it('password messages carry the store config numbers', async () => {
    const rule = passwordRule(t, { minLength: 8, requiredClasses: 3 });
    await expect(rule.validator(null, 'short')).rejects.toThrow('Minimum length of this field must be equal or greater than 8 symbols.');
    await expect(rule.validator(null, 'abcdefghij')).rejects.toThrow('Minimum of different classes of characters in password is 3.');
  });
});
