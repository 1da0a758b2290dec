/** Magento's uid: base64 of the entity id, or of a typed path like "configurable/93/1024". */
export const encodeUid = (value: string | number): string => Buffer.from(String(value), 'utf8').toString('base64');

export const decodeUid = (uid: string): string => Buffer.from(uid, 'base64').toString('utf8');

/** The numeric id inside an entity uid, or null when the uid is not one. */
export const idFromUid = (uid: string): number | null => {
  const decoded = decodeUid(uid);
  return /^\d+$/.test(decoded) ? Number(decoded) : null;
};

/** Whether a uid is base64 as Magento's Uid::isValidBase64 reads it: it decodes and encodes back to itself. */
export const isValidUid = (uid: string): boolean => Buffer.from(uid, 'base64').toString('base64') === uid;
