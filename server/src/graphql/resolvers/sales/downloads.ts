import { signDownload } from '../../../repositories/sales/downloadSignature';
import { purchasedLinks } from '../../../repositories/sales/orderReads';
import { currentCustomer } from '../customer/session';
import type { Resolver } from '../types';

/**
 * Magento's customerDownloadableProducts: the signed-in customer's purchased links (not those awaiting payment);
 * remaining_downloads is "Unlimited" or bought minus used. Links become "available" once their item is invoiced.
 * download_url is Magento's /downloadable/download/link/id/{hash}/ with a short-lived signature for this customer
 * (http/downloadable.ts), so a plain link in the page works without the bearer token. The brand adds what the
 * purchase is: the product's name as ordered and the link's title (Magento keeps both on the purchased link).
 */
const customerDownloadableProducts: Resolver = (_parent, _args, context) => {
  const customer = currentCustomer(context);
  return {
    items: purchasedLinks(context.db, customer.id).map((link) => ({
      order_increment_id: link.increment_id,
      product_name: link.product_name,
      link_title: link.link_title,
      date: link.created_at,
      status: link.status,
      download_url: `${context.origin}${context.store.prefix}/downloadable/download/link/id/${link.link_hash}/?${signDownload(link.link_hash, customer.id)}`,
      remaining_downloads: link.number_of_downloads_bought > 0
        ? String(Math.max(0, link.number_of_downloads_bought - link.number_of_downloads_used)) : 'Unlimited',
    })),
  };
};

export const downloadResolvers = {
  Query: { customerDownloadableProducts },
};
