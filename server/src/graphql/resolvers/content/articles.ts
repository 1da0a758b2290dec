import { encodeUid, idFromUid } from '../../../lib/uid';
import {
  type ArticleCategoryRecord, type ArticleRecord, findArticles, listArticleCategories,
} from '../../../repositories/content/articles';
import { requestScoped } from '../../loaders';
import { equalValues, type FilterEqualTypeInput } from '../catalog/inputTypes';
import { pageInfo, pageOf } from '../catalog/paging';
import { searchQueryText } from '../catalog/searchQuery';
import { contentImage } from './images';
import { articleUrlSegment } from './segments';
import type { GraphQLContext } from '../../context';
import type { Resolver } from '../types';

const categoriesOf = (context: GraphQLContext): ArticleCategoryRecord[] =>
  requestScoped(context, 'articleCategories', () => listArticleCategories(context.db, context.store.code));

const categoryOutput = (context: GraphQLContext, category: ArticleCategoryRecord): unknown => ({
  ...category, uid: encodeUid(category.id), relative_url: `${articleUrlSegment(context.store)}/${category.url_key}`,
});

const articleOutput = (context: GraphQLContext, article: ArticleRecord): unknown => {
  const category = categoriesOf(context).find((c) => c.id === article.category_id);
  return {
    ...article,
    uid: encodeUid(article.id),
    published_at: article.published_at.slice(0, 10),
    relative_url: `${articleUrlSegment(context.store)}/${category?.url_key ?? ''}/${article.url_key}`,
    category: category ? categoryOutput(context, category) : null,
    image: contentImage(context, article.image, article.title),
  };
};

interface ArticleFilterInput {
  category_url_key?: FilterEqualTypeInput | null;
  category_uid?: FilterEqualTypeInput | null;
  url_key?: FilterEqualTypeInput | null;
}

const articles: Resolver<{ search?: string | null; filter?: ArticleFilterInput | null; pageSize: number; currentPage: number }> =
  (_parent, args, context) => {
    const categoryKeys = equalValues(args.filter?.category_url_key);
    const categoryUids = equalValues(args.filter?.category_uid);
    const categoryIds = categoryKeys || categoryUids
      ? categoriesOf(context).filter((c) => (!categoryKeys || categoryKeys.includes(c.url_key))
        && (!categoryUids || categoryUids.map(idFromUid).includes(c.id))).map((c) => c.id)
      : undefined;
    const found = findArticles(context.db, {
      storeCode: context.store.code, search: searchQueryText(context, args.search), categoryIds, urlKeys: equalValues(args.filter?.url_key),
    });
    const info = pageInfo(found.length, args.pageSize, args.currentPage);
    return { items: pageOf(found, info).map((article) => articleOutput(context, article)), total_count: found.length, page_info: info };
  };

const article: Resolver<{ url_key: string }> = (_parent, { url_key: urlKey }, context) => {
  const [found] = findArticles(context.db, { storeCode: context.store.code, urlKeys: [urlKey] });
  return found ? articleOutput(context, found) : null;
};

const articleCategories: Resolver = (_parent, _args, context) =>
  categoriesOf(context).map((category) => categoryOutput(context, category));

export const articleResolvers = {
  Query: { articles, article, articleCategories },
};
