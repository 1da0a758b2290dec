import { Suspense } from 'react';
import { Outlet } from 'react-router-dom';
import { Loading } from '../components/Loading';
import { T } from '../lib/i18n/T';

/** The page shell (spec §2.4): banner, header, main content, footer and the shell's overlays. */
export default function Shell() {
  return (
    <main id="main" className="container">
      <Suspense fallback={<Loading><T id="global.fetch" /></Loading>}>
        <Outlet />
      </Suspense>
    </main>
  );
}
