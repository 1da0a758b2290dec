import './color.css';
import './ColorFinder.css';
import { Navigate, useLocation } from 'react-router-dom';
import { useAppSelector } from '../../app/hooks';
import { loginPathFor } from '../account';
import { ColorFinder } from './ColorFinder';

/**
 * Spec §6: the colour finder requires login. A guest goes to the login page, which gets the way
 * back in ?returnTo= (this page's in-store path and query, e.g. /color-finder?hex=%23d7263d).
 */
export default function ColorFinderPage() {
  const isLogin = useAppSelector((state) => state.user.isLogin);
  const { pathname, search } = useLocation();
  if (!isLogin) return <Navigate to={loginPathFor(pathname + search)} replace />;
  return <ColorFinder />;
}
