// @vitest-environment node
import { parse } from 'graphql';
import { definitionNameProblems } from '../../../src/build/graphql/definitionNames';
import { storefrontTemplates } from '../../../src/build/graphql/storefrontDocuments';

// Operation and fragment names are PascalCase and unique across src/ (architecture: conventions).
describe('operation and fragment names', () => {
  it('every operation and fragment of src/ has a PascalCase name no other one has', () => {
    const templates = storefrontTemplates();
    expect(templates.length).toBeGreaterThan(60);
    expect(definitionNameProblems(templates)).toEqual([]);
  });

  it('names an anonymous, a non-PascalCase and a repeated definition', () => {
    const templates = [
      { file: 'a.gql.ts', document: parse('query GetCart { cart { id } } fragment CartFields on Cart { id }') },
      { file: 'b.gql.ts', document: parse('query getCart { cart { id } } mutation { clear } fragment cart_fields on Cart { id }') },
      { file: 'c.gql.ts', document: parse('mutation GetCart { clear } fragment CartFields on Cart { id }') },
    ];
    expect(definitionNameProblems(templates)).toEqual([
      'b.gql.ts: query getCart is not PascalCase',
      'b.gql.ts: an anonymous mutation',
      'b.gql.ts: fragment cart_fields is not PascalCase',
      'c.gql.ts: mutation GetCart is also defined in a.gql.ts',
      'c.gql.ts: fragment CartFields is also defined in a.gql.ts',
    ]);
  });
});
