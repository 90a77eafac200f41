import type { ThemeConfig } from 'antd';

/** One look for the shell and every remote (each remote is its own React root). */
export const portalTheme: ThemeConfig = {
  token: {
    colorPrimary: '#0b63ce',
    colorInfo: '#0b63ce',
    colorLink: '#0b63ce',
    borderRadius: 8,
    fontFamily: "Inter, 'Segoe UI', Roboto, 'Helvetica Neue', Arial, 'Noto Sans', sans-serif",
  },
  components: {
    Layout: { headerBg: '#ffffff', bodyBg: '#f5f7fb', footerBg: '#0f1f3d', headerPadding: '0 24px' },
  },
};
