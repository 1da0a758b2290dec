import type { ThemeConfig } from 'antd';
import type { NotificationConfig } from 'antd/es/notification/interface';

// Spectrane brand colours; keep in step with the CSS variables in styles/global.css.
export const BRAND = {
  primary: '#e8590c',
  link: '#1d4ed8',
  red: '#d92d20',
  error: '#d92d20',
} as const;

export const SYSTEM_FONT =
  "system-ui, -apple-system, 'Segoe UI', Roboto, 'Helvetica Neue', Arial, 'Noto Sans', sans-serif";

export const THEME: ThemeConfig = {
  token: {
    colorPrimary: BRAND.primary,
    colorLink: BRAND.link,
    colorError: BRAND.error,
    fontFamily: SYSTEM_FONT,
  },
};

/** Spec §9: app notifications bottom-right, offset 50, 3 s. (antd messages already default to 3 s.) */
export const NOTIFICATION_CONFIG: NotificationConfig = { placement: 'bottomRight', bottom: 50, duration: 3 };
