import './ConnectPage.css';
import { AppLink } from '../../components/AppLink';
import { SITE } from '../../lib/config/site';
import { useT } from '../../lib/i18n/useT';
import { useContentSeo } from '../../shared/seo/useContentSeo';
import { useStoreRules } from '../../shared/store/storeRules';
import type { CSSProperties } from 'react';

const PALETTE = ['#d7263d', '#f59f00', '#2f9e44', '#0c8599', '#1d4ed8', '#862e9c'];
const FEATURES = [
  ['connect.feature.palettes.title', 'connect.feature.palettes.text'],
  ['connect.feature.approvals.title', 'connect.feature.approvals.text'],
  ['connect.feature.standards.title', 'connect.feature.standards.text'],
] as const;

/**
 * Spec §2.2 /connect: the landing of the companion service. The shell's header already offers its
 * Log in / Sign up; the page says what the service does and leads to the same external pages.
 */
export default function ConnectPage() {
  const t = useT();
  const brandName = SITE.brandName;
  // The store config's register_url (the deployment's sign-up page where the backend has none).
  const { registerUrl } = useStoreRules();
  const title = t('connect.title', { brandName });
  useContentSeo({ title, description: t('connect.lead', { brandName }), path: '/connect' });
  return (
    <div className="connect-page">
      <section className="connect-hero">
        <div className="connect-hero__text">
          <h1 className="connect-hero__title">{title}</h1>
          <p className="connect-hero__lead">{t('connect.lead', { brandName })}</p>
          <div className="connect-hero__actions">
            <AppLink to={registerUrl} className="button button--primary">
              {t('connect.signUp', { brandName })}
            </AppLink>
            <AppLink to={SITE.companionSignInUrl} className="button">
              {t('connect.signIn')}
            </AppLink>
          </div>
          <p className="connect-hero__note">{t('connect.separateAccount', { brandName })}</p>
        </div>
        <div className="connect-hero__palette" aria-hidden="true">
          {PALETTE.map((color, index) => (
            <span key={color} style={{ '--c': color, '--i': index } as CSSProperties} />
          ))}
        </div>
      </section>
      <ul className="connect-features">
        {FEATURES.map(([heading, text]) => (
          <li key={heading} className="connect-feature">
            <h2 className="connect-feature__title">{t(heading)}</h2>
            <p className="connect-feature__text">{t(text, { brandName })}</p>
          </li>
        ))}
      </ul>
    </div>
  );
}
