import { parse } from '@formatjs/icu-messageformat-parser';
import enUS from '../../../../i18n/en_US.json';
import { compileMessages, isCompiled } from '../../../../src/lib/i18n/compileMessages';

describe('compileMessages', () => {
  it('parses every text and keeps what is compiled already', () => {
    const done = [{ type: 0 as const, value: 'x' }];
    expect(compileMessages({ a: 'Hello {name}', b: done }, parse)).toEqual({ a: parse('Hello {name}'), b: done });
  });

  it('names the message whose text does not parse', () => {
    expect(() => compileMessages({ 'cart.title': 'Cart {', ok: 'fine' }, parse)).toThrow(/message cart\.title:/);
  });

  it('compiles every message of the source locale', () => {
    const compiled = compileMessages(enUS, parse);
    expect(Object.keys(compiled)).toEqual(Object.keys(enUS));
    expect(isCompiled(compiled)).toBe(true);
  });

  it('tells a compiled dictionary from one with texts', () => {
    expect(isCompiled({})).toBe(true);
    expect(isCompiled({ a: [] })).toBe(true);
    expect(isCompiled({ a: [], b: 'text' })).toBe(false);
  });
});
