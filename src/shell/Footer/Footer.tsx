import '../../styles/footer.css';
import { useAppSelector } from '../../app/hooks';
import { AppLink } from '../../components/AppLink';
import { useContentBlocks } from '../../components/ContentBlock/useContentBlocks';
import { SafeHtml } from '../../components/SafeHtml';
import { useT } from '../../lib/i18n/useT';
import { dealersPath } from '../../shared/store/storePaths';
import { FOOTER_LINKS_BLOCK } from '../blockIds';
import NewsletterForm from './NewsletterForm';

const FOOTER_LINKS = [FOOTER_LINKS_BLOCK];

/**
 * The footer (spec §2.4): the newsletter signup beside the CMS block footer_links (hidden on
 * checkout), then the store's copyright line (store config, year included). A colour strip opens it: the brand sells colour standards.
 */
export function Footer({ showLinks }: { showLinks: boolean }) {
  const t = useT();
  const copyright = useAppSelector((state) => state.app.storeConfig?.copyright);
  // Spec §2.2: the dealers page path depends on the store code; some stores have none.
  const storeCode = useAppSelector((state) => state.app.storeCode);
  const dealers = __CAPABILITIES__.dealerPages ? dealersPath(storeCode) : null;
  const { blocks } = useContentBlocks(FOOTER_LINKS);
  const links = showLinks ? blocks[0]?.content : null;

  return (
    <footer className="site-footer">
      <div className="site-footer__spectrum" aria-hidden="true" />
      <div className="container site-footer__main">
        <section className="site-footer__newsletter" aria-labelledby="newsletter-heading">
          <h2 id="newsletter-heading" className="site-footer__heading">{t('shell.newsletter.title')}</h2>
          <p className="site-footer__text">{t('shell.newsletter.text')}</p>
          <NewsletterForm />
        </section>
        {links && (
          <nav className="site-footer__links" aria-label={t('shell.footer.links')}>
            <SafeHtml html={links} />
          </nav>
        )}
      </div>
      {(copyright || (showLinks && dealers)) && (
        <div className="site-footer__bottom">
          <div className="container site-footer__bottom-row">
            {copyright && <p>{copyright}</p>}
            {showLinks && dealers && <AppLink to={dealers}>{t('shell.footer.dealers')}</AppLink>}
          </div>
        </div>
      )}
    </footer>
  );
}
