import { track } from './analytics';
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
 * The library is imported only after the page has loaded, in its own chunk: nothing in first-load JS.
 */
export function startWebVitals(win: Window = window): void {
  const start = () => {
    import(/* webpackChunkName: "web-vitals" */ 'web-vitals')
      .then(({ onCLS, onINP, onLCP }) => {
        const report = (metric: Metric) => void track('webVitals', vitalsFields(metric, win.location.pathname));
        onLCP(report);
        onINP(report);
        onCLS(report);
      })
      .catch((error: unknown) => console.warn('[analytics] web vitals unavailable', error));
  };
  if (win.document.readyState === 'complete') start();
  else win.addEventListener('load', start, { once: true });
}
