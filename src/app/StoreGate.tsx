import { startTransition, useEffect, useState } from 'react';
import { Loading } from '../components/Loading';
import { PageViews } from '../lib/analytics/pageViews';
import { PageTitleProvider } from '../lib/head/pageTitle';
import { bootFetchText } from '../lib/i18n/bootText';
import { T } from '../lib/i18n/T';
import { DocumentHead } from './DocumentHead';
import { useAppDispatch, useAppSelector } from './hooks';
import { AppRoutes, type PageLoader } from './routes';
import { loadStoreAndTranslations } from './startup';
import { useLocaleSync } from './useLocaleSync';

interface StoreGateProps {
  /** The store table's locale, for the loading text shown before any translation has arrived. */
  bootLocale: string;
  /** Settles when the first page's code and data are in (boot): the page then renders whole. */
  firstPage: Promise<void>;
  /** Called once the first page is on screen. */
  onShown: () => void;
  /** The routes' loader (boot). */
  pageLoader: PageLoader;
}

/**
 * Nothing but the loading text until the store config and the translations are in (spec §4);
 * then the document head and the routes. A failed store config offers a retry.
 */
export function StoreGate({ bootLocale, firstPage, onShown, pageLoader }: StoreGateProps) {
  const dispatch = useAppDispatch();
  const translated = useAppSelector((state) => state.app.i18n !== '');
  const loading = useAppSelector((state) => state.app.loading);
  const hasConfig = useAppSelector((state) => state.app.storeConfig !== null);
  useLocaleSync();
  const [prepared, setPrepared] = useState(false);
  useEffect(() => {
    let current = true;
    void firstPage.then(() => {
      if (current) setPrepared(true);
    });
    return () => {
      current = false;
    };
  }, [firstPage]);
  // The first page is the biggest render of a visit: rendered as a transition, React builds it in
  // slices between which the browser stays responsive, instead of one long blocking task. It starts
  // once the page's data is in, so that no answer changes the state under it (which would make React
  // redo it in one blocking piece) and the page appears whole.
  const open = translated && !loading && hasConfig && prepared;
  const [shown, setShown] = useState(false);
  useEffect(() => {
    if (open !== shown) startTransition(() => setShown(open));
  }, [open, shown]);
  useEffect(() => {
    if (shown) onShown();
  }, [shown, onShown]);

  const retry = () => void dispatch(loadStoreAndTranslations());
  let content;
  if (!translated) {
    content = <Loading>{bootFetchText(bootLocale)}</Loading>;
  } else if (loading) {
    content = <Loading><T id="global.fetch" /></Loading>;
  } else if (!hasConfig) {
    content = (
      <div className="load-error" role="alert">
        <p><T id="global.loadError" /></p>
        <button type="button" className="button" onClick={retry}>
          <T id="global.retry" />
        </button>
      </div>
    );
  } else if (shown) {
    // The shell (with its own <main>) is the layout route of every page.
    return (
      <PageTitleProvider>
        <DocumentHead />
        <PageViews />
        <AppRoutes pageLoader={pageLoader} />
      </PageTitleProvider>
    );
  } else {
    // Ready: the page is being built (the transition above).
    content = <Loading><T id="global.fetch" /></Loading>;
  }
  return <main id="main" className="container">{content}</main>;
}
