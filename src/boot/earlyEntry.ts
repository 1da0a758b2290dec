// Entry of the script the build inlines into <head> (webpack.config.js): see earlyRequests.ts.
import { requestCurrency } from '../shared/store/currencyChoice';
import { storeForPath } from '../shared/store/stores';
import { type EarlyOperations, startEarlyRequests } from './earlyRequests';
import { warmUpIntl } from './warmIntl';

declare const __EARLY_OPERATIONS__: EarlyOperations;

startEarlyRequests(window, __EARLY_OPERATIONS__);
const store = storeForPath(window.location.pathname);
warmUpIntl(window, store.locale, requestCurrency(store.code));
