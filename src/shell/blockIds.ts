// The CMS blocks every page's shell shows (spec §2.4, §9). A module of its own so that the early
// requests (src/boot) can name them without importing the shell's components.

/** The pencil banner above the header. */
export const PENCIL_BANNER_BLOCK = 'header_pencil_banner';
/** The header's main navigation. */
export const NAVIGATION_BLOCK = 'home_cms_navigation';
/** The footer's link columns. */
export const FOOTER_LINKS_BLOCK = 'footer_links';

/**
 * GetShellBlocks' variables (src/shell/shellBlocks.gql.ts): each block alone, under the alias and
 * variable of the same name, so that each lands where the widget's own query of that one block
 * looks for it.
 */
export const SHELL_BLOCK_VARIABLES = {
  pencilBanner: [PENCIL_BANNER_BLOCK],
  navigation: [NAVIGATION_BLOCK],
  footerLinks: [FOOTER_LINKS_BLOCK],
} as const;
