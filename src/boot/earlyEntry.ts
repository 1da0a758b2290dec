// Entry of the script the build inlines into <head> (webpack.config.js): see earlyRequests.ts.
import { type EarlyOperations, startEarlyRequests } from './earlyRequests';

declare const __EARLY_OPERATIONS__: EarlyOperations;

startEarlyRequests(window, __EARLY_OPERATIONS__);
