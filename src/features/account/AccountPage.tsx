import { useLocation } from 'react-router-dom';
import { useT } from '../../lib/i18n/useT';
import { PlaceholderPage } from '../content/PlaceholderPage';
import { accountEntryFor } from './accountMenu';

/** The account area, /account and every subpath (spec §2.2), titled by its menu entry; the account issue fills it. */
export default function AccountPage() {
  const t = useT();
  const { pathname } = useLocation();
  return <PlaceholderPage title={t(accountEntryFor(pathname).messageId)} />;
}
