import path from 'node:path';

/** The repository root (server/src/ → ../..), so defaults work from any working directory. */
export const repoRoot = path.resolve(__dirname, '..', '..');

export const serverRoot = path.join(repoRoot, 'server');

/** Git-ignored: the default SQLite file lives here so a fresh clone starts with a seeded store. */
export const defaultDbFile = path.join(serverRoot, 'data', 'store.sqlite');

export const defaultI18nDir = path.join(repoRoot, 'i18n');

export const defaultDistDir = path.join(repoRoot, 'dist');

/** Files Magento would keep in pub/media (logo, favicon); /media/* is served from here. */
export const mediaDir = path.join(serverRoot, 'media');

export const schemaDir = path.join(__dirname, 'graphql', 'schema');
