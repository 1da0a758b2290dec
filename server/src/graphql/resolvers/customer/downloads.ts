import { purchasedLinks } from '../../../repositories/sales/orderReads';
import { currentCustomer } from './session';
import type { Resolver } from '../types';

/**
 * Magento's customerDownloadableProducts: the signed-in customer's purchased links (not those awaiting payment);
 * remaining_downloads is "Unlimited" or bought minus used. Links become "available" once their item is invoiced.
 */
const customerDownloadableProducts: Resolver = (_parent, _args, context) => {
  const customer = currentCustomer(context);
  return {
    items: purchasedLinks(context.db, customer.id).map((link) => ({
      order_increment_id: link.increment_id,
      date: link.created_at,
      status: link.status,
      download_url: `${context.origin}${context.store.prefix}/downloadable/download/link/id/${link.link_hash}/`,
      remaining_downloads: link.number_of_downloads_bought > 0
        ? String(link.number_of_downloads_bought - link.number_of_downloads_used) : 'Unlimited',
    })),
  };
};

export const downloadResolvers = {
  Query: { customerDownloadableProducts },
};
