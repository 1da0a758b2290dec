import type { ThemeConfig } from 'antd';
import type { NotificationConfig } from 'antd/es/notification/interface';

// Spectrane brand colours; keep in step with the CSS variables in styles/global.css.
// The brand orange is 3.6:1 on white: it draws shapes, borders and accents only. Text in orange and
// white text on orange use the deeper primary (5.6:1), which keeps the brand's warmth (WCAG 2.2 AA).
export const BRAND = {
  orange: '#e8590c',
  primary: '#b93f06',
  primaryHover: '#9a3405',
  link: '#1d4ed8',
  red: '#d92d20',
  error: '#d92d20',
  ink: '#1f2328',
  muted: '#57606a',
  border: '#e4e7ec',
} as const;

export const SYSTEM_FONT =
  "system-ui, -apple-system, 'Segoe UI', Roboto, 'Helvetica Neue', Arial, 'Noto Sans', 'Noto Sans TC', 'PingFang HK', sans-serif";

/**
 * A focused text field: the buttons' ring (2 px, link blue, 6.7:1 on white and 6.2:1 on the footer's surface)
 * around a border of the same blue, where antd's is a 24 % glow (1.4:1). A field in error keeps its red, ring and
 * all, so that it still reads as one (4.8:1). The same as our own fields (styles/global.css).
 */
const FIELD_FOCUS = {
  activeBorderColor: BRAND.link,
  activeShadow: `0 0 0 2px ${BRAND.link}`,
  errorActiveShadow: `0 0 0 2px ${BRAND.error}`,
};

export const THEME: ThemeConfig = {
  token: {
    colorPrimary: BRAND.primary,
    colorLink: BRAND.link,
    colorError: BRAND.error,
    colorText: BRAND.ink,
    colorTextSecondary: BRAND.muted,
    // Helper text under fields, counters, descriptions: antd's 45 % black is 3.4:1 on white, below AA.
    colorTextDescription: BRAND.muted,
    colorBorder: '#d0d5dd',
    colorBorderSecondary: BRAND.border,
    fontFamily: SYSTEM_FONT,
    fontSize: 15,
    borderRadius: 6,
    controlHeightLG: 46,
    // Focus rings in the link blue, like the rest of the site (styles/global.css :focus-visible): the 2 px outline
    // antd draws around buttons, radios and checkboxes in colorPrimaryBorder (derived from the primary, a pale
    // orange at 2.2:1 on white, under the 3:1 of WCAG 1.4.11). Text fields get theirs below (FIELD_FOCUS).
    controlOutline: 'rgba(29, 78, 216, 0.24)',
    colorPrimaryBorder: BRAND.link,
    lineWidthFocus: 2,
    // A loading button keeps its colours: antd fades it to 65 %, which takes white on the primary below AA
    // contrast (3.0:1). Its spinner and aria-disabled (busyButtonProps) say it is busy.
    opacityLoading: 1,
  },
  components: {
    Button: { primaryShadow: 'none', fontWeight: 600 },
    Input: FIELD_FOCUS,
    InputNumber: FIELD_FOCUS,
    Select: { activeBorderColor: BRAND.link, activeOutlineColor: BRAND.link, colorErrorOutline: BRAND.error },
    Drawer: { footerPaddingBlock: 16, footerPaddingInline: 24 },
    Modal: { titleFontSize: 18 },
  },
};

/** Spec §9: app notifications bottom-right, offset 50, 3 s. (antd messages already default to 3 s.) */
export const NOTIFICATION_CONFIG: NotificationConfig = { placement: 'bottomRight', bottom: 50, duration: 3 };
