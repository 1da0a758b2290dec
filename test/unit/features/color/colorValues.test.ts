import { CombinedGraphQLErrors, ServerError } from '@apollo/client';
import { colorPath, normalizeHex } from '../../../../src/features/color/colorValues';
import { finderErrorText, isAuthorizationError } from '../../../../src/features/color/finderErrors';
import { closeness } from '../../../../src/features/color/FinderResults';

describe('colour values', () => {
  it('accepts #rrggbb with or without #, in any case, and nothing else', () => {
    expect(['#D7263D', 'd7263d', ' #e8590c ', '#abc', 'red', 'url(x)', '#e8590cff', null].map(normalizeHex)).toEqual([
      '#d7263d',
      '#d7263d',
      '#e8590c',
      null,
      null,
      null,
      null,
      null,
    ]);
  });

  it('links a colour page', () => {
    expect(colorPath('SR-110')).toBe('/color/SR-110');
  });

  it('puts a colour difference into words around the just-noticeable 2.3', () => {
    expect([0.4, 1.9, 3.5, 12].map(closeness)).toEqual([
      'color.finder.closeness.identical',
      'color.finder.closeness.barely',
      'color.finder.closeness.close',
      'color.finder.closeness.different',
    ]);
  });
});

describe('colour finder errors', () => {
  const response = (status: number) => new Response('{}', { status });

  it('treats a 401/403 answer or a graphql-authorization error as an expired session', () => {
    expect(isAuthorizationError(new ServerError('no', { response: response(403), bodyText: '{}' }))).toBe(true);
    expect(isAuthorizationError(new ServerError('no', { response: response(500), bodyText: '{}' }))).toBe(false);
    const denied = new CombinedGraphQLErrors({ errors: [{ message: "The current customer isn't authorized.", extensions: { category: 'graphql-authorization' } }] });
    expect(isAuthorizationError(denied)).toBe(true);
    const input = new CombinedGraphQLErrors({ errors: [{ message: 'GraphQL error: Enter a colour as a hex value.', extensions: { category: 'graphql-input' } }] });
    expect(isAuthorizationError(input)).toBe(false);
    expect(finderErrorText(input)).toBe('Enter a colour as a hex value.');
    expect(finderErrorText(new Error('x'))).toBeNull();
  });
});
