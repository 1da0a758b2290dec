import { Link } from 'react-router-dom';
import { useAppSelector } from '../../app/hooks';
import { SITE } from '../../lib/config/site';
import { logoFromConfig } from '../../shared/store/logo';

/** The store's logo from its config, linking to the store's home; the brand name when there is none. */
export function Logo() {
  const config = useAppSelector((state) => state.app.storeConfig);
  const name = config?.store_name || SITE.brandName;
  const logo = config ? logoFromConfig(config, name) : null;
  return (
    <Link to="/" className="logo">
      {logo ? (
        <img src={logo.src} alt={logo.alt} width={logo.width ?? 180} height={logo.height ?? 40} />
      ) : (
        <span className="logo__text">{SITE.brandName}</span>
      )}
    </Link>
  );
}
