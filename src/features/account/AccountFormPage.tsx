import '../../styles/account.css';
import { usePageTitle } from '../../lib/head/pageTitle';
import type { ReactNode } from 'react';

/** The frame of the login, create, forgot and reset pages: a heading and one centred card. */
export function AccountFormPage({ title, children, aside }: { title: string; children: ReactNode; aside?: ReactNode }) {
  usePageTitle(title);
  return (
    <section className="account-page">
      <h1 className="account-page__title">{title}</h1>
      <div className={aside ? 'account-page__columns' : 'account-page__single'}>
        <div className="account-card">{children}</div>
        {aside && <div className="account-card account-card--aside">{aside}</div>}
      </div>
    </section>
  );
}
