import { type CmsPageRecord, findBlock, findPage, isDisabledPage } from '../../repositories/cms';
import { inputError, noSuchEntityError } from '../errors';
import type { Resolver } from './types';

/**
 * Like Magento's Blocks resolver: a missing block becomes a null item with its own error (path
 * cmsBlocks.items.N), so the blocks that exist still arrive.
 */
const cmsBlocks: Resolver<{ identifiers?: ReadonlyArray<string | null> | null }> = (_parent, { identifiers }, context) => {
  if (!identifiers || identifiers.length === 0) throw inputError('"identifiers" of CMS blocks should be specified');
  return {
    items: identifiers.map((identifier) =>
      findBlock(context.db, context.store.code, identifier ?? '', context.profile) ??
      noSuchEntityError(`The CMS block with the "${identifier ?? ''}" ID doesn't exist.`)),
  };
};

/** A CMS page in Magento's shape; its URL is its identifier (the url_rewrite Magento creates for it). */
export const cmsPageOutput = (page: CmsPageRecord): Record<string, unknown> =>
  ({ ...page, url_key: page.identifier, relative_url: page.identifier, redirect_code: 0, type: 'CMS_PAGE' });

const cmsPage: Resolver<{ id?: number | null; identifier?: string | null }> = (_parent, args, context) => {
  // CmsPageTest::testGetCmsPageWithoutId; an empty identifier is looked up (testGetCmsPageByNonExistentIdentifier).
  if ((args.id === undefined || args.id === null) && (args.identifier === undefined || args.identifier === null)) {
    throw inputError('Page id/identifier should be specified');
  }
  const key = args.id !== undefined && args.id !== null ? { id: args.id } : { identifier: args.identifier ?? '' };
  const page = findPage(context.db, context.store.code, key, context.profile);
  // CmsPageTest::testGetDisabledCmsPageById: a disabled page asked by id is 'No such entity.'; by identifier,
  // like a missing one (testGetDisabledCmsPageByIdentifier).
  if (!page && key.id !== undefined && isDisabledPage(context.db, context.store.code, key.id)) throw noSuchEntityError('No such entity.');
  if (!page) throw noSuchEntityError(`The CMS page with the "${key.id ?? key.identifier}" ID doesn't exist.`);
  return cmsPageOutput(page);
};

export const cmsResolvers = {
  Query: { cmsBlocks, cmsPage },
};
