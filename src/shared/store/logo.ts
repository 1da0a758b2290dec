import type { StoreConfig } from './storeConfig.gql';

export interface Logo {
  src: string;
  alt: string;
  width: number | undefined;
  height: number | undefined;
}

/**
 * The header logo. Magento stores header_logo_src relative to the media folder's logo/ directory
 * ({secure_base_media_url}logo/{header_logo_src}), the same rule Magento's own storefronts use.
 */
export function logoFromConfig(config: StoreConfig, fallbackAlt: string): Logo | null {
  const { header_logo_src: src, secure_base_media_url: media } = config;
  if (!src) return null;
  const base = media ?? '/media/';
  const url = /^https?:\/\//i.test(src) ? src : `${base.replace(/\/?$/, '/')}logo/${src.replace(/^\//, '')}`;
  return {
    src: url,
    alt: config.logo_alt || fallbackAlt,
    width: config.logo_width ?? undefined,
    height: config.logo_height ?? undefined,
  };
}
