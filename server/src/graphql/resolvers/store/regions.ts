import { findStoreMessage, listRegions } from '../../../repositories/store/regions';
import type { Resolver } from '../types';

const storeRegions: Resolver = (_parent, _args, { db }) =>
  listRegions(db).map((region) => ({ ...region, id: String(region.id) }));

/** The visitor's country comes from the geo-country cookie (spec §7); anything but ISO alpha-2 gets null. */
const storeMessage: Resolver<{ country?: string | null }> = (_parent, { country }, { db, store }) => {
  const code = (country ?? '').trim().toUpperCase();
  return /^[A-Z]{2}$/.test(code) ? findStoreMessage(db, store.code, code) : null;
};

export const regionResolvers = {
  Query: { storeRegions, storeMessage },
};
