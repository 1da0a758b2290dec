import { activeConsentGroups, onConsentAnswer, track } from './analytics';
import type { Metric } from 'web-vitals';

/** One Core Web Vitals measurement as the webVitals event carries it. */
export function vitalsFields(metric: Pick<Metric, 'name' | 'value' | 'rating' | 'id' | 'navigationType'>, path: string) {
  return {
    name: metric.name,
    value: metric.value,
    rating: metric.rating,
    id: metric.id,
    navigation_type: metric.navigationType,
    path,
  };
}

/**
 * Core Web Vitals of real visits (LCP, INP, CLS) through the analytics endpoint, consent permitting.
 * The library is imported, in its own chunk, only once the page has loaded AND the shopper has
 * consented: a first visit (no consent yet) never downloads it. Measuring late loses nothing: the
 * library's observers read the buffered LCP, layout-shift and event-timing entries of the page.
 * LCP belongs to the page the visit landed on, whatever in-app route the shopper has reached when
 * it is reported (now possibly later, after a late consent); INP and CLS to the page they leave.
 * Returns a function that stops waiting (for tests; the app waits for the whole visit).
 */
export function startWebVitals(win: Window = window): () => void {
  const landingPath = win.location.pathname;
  let loaded = false;
  let started = false;
  const start = () => {
    if (started || !loaded || !activeConsentGroups(win)) return;
    started = true;
    stopWaiting();
    import(/* webpackChunkName: "web-vitals" */ 'web-vitals')
      .then(({ onCLS, onINP, onLCP }) => {
        const report = (metric: Metric) =>
          void track('webVitals', vitalsFields(metric, metric.name === 'LCP' ? landingPath : win.location.pathname));
        onLCP(report);
        onINP(report);
        onCLS(report);
      })
      .catch((error: unknown) => console.warn('[analytics] web vitals unavailable', error));
  };
  // Consent may come before the load (the OneTrust global, an early event) or long after it.
  const stopWaiting = onConsentAnswer(start);
  const afterLoad = () => {
    loaded = true;
    start();
  };
  if (win.document.readyState === 'complete') afterLoad();
  else win.addEventListener('load', afterLoad, { once: true });
  return () => {
    stopWaiting();
    win.removeEventListener('load', afterLoad);
  };
}
