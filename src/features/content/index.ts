// The content feature's public entry: the not-found page and the loading placeholder other pages show.
// Everything else in this folder is internal (see .eslintrc.js).
export { default as NotFoundPage } from './NotFoundPage';
export { PageLoading } from './PageLoading';
