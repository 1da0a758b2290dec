import { Kind } from 'graphql';
import type { Template } from './storefrontDocuments';

// Operation and fragment names (../shared/design/architecture.md, conventions): PascalCase and unique
// across the storefront. Apollo, the early requests, the service worker's rules and the generated
// types all key on them; two documents of one name would share their cache entries and types.

const PASCAL_CASE = /^[A-Z][A-Za-z0-9]*$/;

/** What is wrong with the names of these templates' operations and fragments: [] when nothing. */
export function definitionNameProblems(templates: readonly Template[]): string[] {
  const problems: string[] = [];
  const seen = new Map<string, string>();
  for (const { file, document } of templates) {
    for (const definition of document.definitions) {
      if (definition.kind !== Kind.OPERATION_DEFINITION && definition.kind !== Kind.FRAGMENT_DEFINITION) continue;
      const kind = definition.kind === Kind.OPERATION_DEFINITION ? definition.operation : 'fragment';
      const name = definition.name?.value;
      if (!name) {
        problems.push(`${file}: an anonymous ${kind}`);
        continue;
      }
      if (!PASCAL_CASE.test(name)) problems.push(`${file}: ${kind} ${name} is not PascalCase`);
      const first = seen.get(name);
      if (first) problems.push(`${file}: ${kind} ${name} is also defined in ${first}`);
      else seen.set(name, file);
    }
  }
  return problems;
}
