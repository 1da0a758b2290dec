// @vitest-environment node
import fs from 'node:fs';
import { GENERATED_FILE, generateTypes } from '../../../src/build/graphql/codegen';

// The documents' types are generated (npm run codegen); a document changed without them fails here.
describe('generated GraphQL types', () => {
  it('src/lib/graphql/generated.ts is what npm run codegen writes for the documents of src/', async () => {
    const current = fs.readFileSync(GENERATED_FILE, 'utf8');
    expect(current === await generateTypes(), 'run `npm run codegen` and commit src/lib/graphql/generated.ts').toBe(true);
  }, 60000);
});
