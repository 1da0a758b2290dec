import { useT } from '../../lib/i18n/useT';
import { LoadingOverlay } from '../LoadingOverlay';
import { SafeHtml } from '../SafeHtml';
import { useContentBlocks } from './useContentBlocks';

interface ContentBlockProps {
  /** CMS block identifiers, e.g. ['footer_links']. */
  identifiers: readonly string[];
  className?: string;
  /**
   * For blocks that decorate the page (banner, footer): render nothing while loading, when there is
   * no block and on error, instead of the widget's messages.
   */
  quiet?: boolean;
}

/**
 * Spec §2.4 content-block widget: the blocks' sanitised HTML, with in-app routing of internal links
 * (SafeHtml). With no block it says so; on error it shows the error's text.
 */
export function ContentBlock({ identifiers, className, quiet = false }: ContentBlockProps) {
  const t = useT();
  const { blocks, loading, error } = useContentBlocks(identifiers);
  if (loading) return quiet ? null : <LoadingOverlay message={t('shell.loading')} />;
  if (error) return quiet ? null : <p className="content-block__error" role="alert">{error}</p>;
  if (blocks.length === 0) return quiet ? null : <p className="content-block__empty">{t('shell.contentBlock.empty')}</p>;
  return (
    <div className={className ? `content-block ${className}` : 'content-block'}>
      {blocks.map((block, index) => (
        <SafeHtml key={block.identifier ?? index} html={block.content} className="cms-content" />
      ))}
    </div>
  );
}
