import { useAppSelector } from '../../app/hooks';
import { useT } from '../../lib/i18n/useT';
import { logoFromConfig } from '../store/logo';
import { HomeNavigation } from './HomeNavigation';

/** The home page; for now it proves the chain store -> config -> translations -> CMS. */
export default function HomePage() {
  const t = useT();
  const storeCode = useAppSelector((state) => state.app.storeCode);
  const config = useAppSelector((state) => state.app.storeConfig);
  const currency = useAppSelector((state) => state.app.currency);
  // The gate renders pages only once the store config is there.
  if (!config) return null;

  const storeName = config.store_name || config.default_title || storeCode;
  const logo = logoFromConfig(config, storeName);
  const currencyCode = currency?.default_display_currency_code ?? config.default_display_currency_code;

  return (
    <>
      {logo && <img className="home__logo" src={logo.src} alt={logo.alt} width={logo.width} height={logo.height} />}
      <h1>{t('home.title', { storeName })}</h1>
      <HomeNavigation />
      <dl className="home__facts">
        <dt>{t('home.storeCode')}</dt>
        <dd>{config.store_code ?? storeCode}</dd>
        <dt>{t('home.locale')}</dt>
        <dd>{config.locale}</dd>
        <dt>{t('home.currency')}</dt>
        <dd>{currencyCode}</dd>
      </dl>
    </>
  );
}
