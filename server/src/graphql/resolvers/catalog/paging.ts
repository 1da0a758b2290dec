import { inputError } from '../../errors';

export interface PageInfo {
  current_page: number;
  page_size: number;
  total_pages: number;
}

/**
 * Magento's checks and page_info for pageSize / currentPage (Products::validateInput, SearchResult). A
 * page past the last is an error for searches, an empty page where Magento allows it (product reviews).
 */
export const pageInfo = (total: number, pageSize: number, currentPage: number, options = { beyondLastPage: false }): PageInfo => {
  if (currentPage < 1) throw inputError('currentPage value must be greater than 0.');
  if (pageSize < 1) throw inputError('pageSize value must be greater than 0.');
  const totalPages = Math.ceil(total / pageSize);
  if (currentPage > totalPages && total > 0 && !options.beyondLastPage) {
    throw inputError(`currentPage value ${currentPage} specified is greater than the ${totalPages} page(s) available.`);
  }
  return { current_page: currentPage, page_size: pageSize, total_pages: totalPages };
};

export const pageOf = <T>(items: readonly T[], info: PageInfo): T[] =>
  items.slice((info.current_page - 1) * info.page_size, info.current_page * info.page_size);
