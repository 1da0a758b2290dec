/** Magento's url_rewrite: request paths of products, categories and CMS pages per store, and retired ones (301). */
export const urlRewriteSchemaSql = `
CREATE TABLE IF NOT EXISTS url_rewrites (
  id INTEGER PRIMARY KEY AUTOINCREMENT,
  store_code TEXT NOT NULL,
  request_path TEXT NOT NULL,
  target_path TEXT NOT NULL,
  entity_type TEXT NOT NULL,
  entity_id INTEGER NOT NULL DEFAULT 0,
  redirect_type INTEGER NOT NULL DEFAULT 0,
  UNIQUE (store_code, request_path)
);
CREATE INDEX IF NOT EXISTS url_rewrites_target ON url_rewrites (store_code, target_path);
`;
