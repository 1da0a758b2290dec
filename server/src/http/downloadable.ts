import path from 'node:path';
import { Router } from 'express';
import { zipArchive } from '../lib/zip';
import { findCustomerById } from '../repositories/customer/customers';
import { customerIdForToken } from '../repositories/customer/tokens';
import { downloadSignatureValid } from '../repositories/sales/downloadSignature';
import { findPurchasedLinkByHash, type PurchasedLinkFile, recordDownload } from '../repositories/sales/orderReads';
import type { Database } from 'better-sqlite3';
import type { Request, Response } from 'express';

// Magento's Download\Link controller messages.
const expiredMessage = 'The link has expired.';
const notAvailableMessage = 'The link is not available.';

const refuse = (res: Response, status: number, message: string): void => {
  res.status(status).set({ 'Cache-Control': 'private, no-store', 'Content-Type': 'text/plain; charset=utf-8' }).send(message);
};

const first = (value: unknown): string => (typeof value === 'string' ? value : '');

/** The link's owner asked: a valid signature from customerDownloadableProducts, or the owner's bearer token. */
const isOwner = (db: Database, req: Request, hash: string, link: PurchasedLinkFile): boolean => {
  if (link.customer_id === null) return false;
  const expires = first(req.query.expires);
  const signature = first(req.query.signature);
  if (expires && signature) return downloadSignatureValid(hash, link.customer_id, expires, signature);
  const bearer = /^Bearer\s+(\S+)$/i.exec(req.get('Authorization') ?? '')?.[1];
  const owner = findCustomerById(db, link.customer_id);
  return Boolean(bearer && owner && customerIdForToken(db, bearer, owner.website_code) === link.customer_id);
};

/** The purchased file. The sample catalogue ships no binaries, so it is a ZIP generated for the purchase. */
const purchasedFile = (link: PurchasedLinkFile): { name: string; body: Buffer } => {
  const name = link.link_file ? path.posix.basename(link.link_file) : `${link.product_sku}.zip`;
  const readme = [
    link.product_name, link.link_title, `SKU: ${link.product_sku}`, `Order # ${link.increment_id}`, '',
    'Licensed to the purchasing customer for their own use. Thank you for shopping with Spectrane.', '',
  ].join('\r\n');
  return { name, body: zipArchive([{ name: 'README.txt', content: readme }]) };
};

/**
 * Magento's /downloadable/download/link/id/{hash}/ (optionally under the store's prefix): streams a purchased
 * downloadable link's file to its owner only and counts the download against number_of_downloads_bought.
 * Anyone else gets 404 (the link's existence is not revealed); the owner gets Magento's refusal when the link is
 * not available yet (order not invoiced: pending, pending_payment, payment_review) or used up / expired.
 */
export const downloadableRouter = (db: Database): Router => {
  const router = Router();
  router.get(/^(?:\/[A-Za-z0-9_-]+)*\/downloadable\/download\/link\/id\/([0-9a-f]{16,128})\/?$/, (req, res) => {
    const hash = (req.params as Record<string, string>)[0] ?? '';
    const link = findPurchasedLinkByHash(db, hash);
    if (!link || !isOwner(db, req, hash, link)) {
      refuse(res, 404, 'Not Found');
      return;
    }
    const usedUp = link.number_of_downloads_bought > 0 && link.number_of_downloads_used >= link.number_of_downloads_bought;
    if (link.status === 'expired' || (link.status === 'available' && usedUp)) {
      refuse(res, 403, expiredMessage);
      return;
    }
    if (link.status !== 'available') {
      refuse(res, 403, notAvailableMessage);
      return;
    }
    if (!recordDownload(db, link.id)) {
      refuse(res, 403, expiredMessage);
      return;
    }
    const file = purchasedFile(link);
    res.set({
      'Content-Type': 'application/zip',
      'Content-Disposition': `attachment; filename="${file.name.replace(/[^A-Za-z0-9._-]/g, '_')}"`,
      'Cache-Control': 'private, no-store',
      'X-Content-Type-Options': 'nosniff',
    });
    res.send(file.body);
  });
  return router;
};
