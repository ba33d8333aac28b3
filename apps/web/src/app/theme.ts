import type { ThemeConfig } from 'antd';

export const BRAND_COLOR = '#2d7f56';

export const theme: ThemeConfig = {
  components: {
    Menu: { itemSelectedBg: '#e3f1e9', itemSelectedColor: BRAND_COLOR, itemHoverBg: '#f0f7f3' },
  },
  token: {
    colorPrimary: BRAND_COLOR,
    colorLink: BRAND_COLOR,
    borderRadius: 8,
    fontFamily:
      "'Be Vietnam Pro', -apple-system, 'Segoe UI', Roboto, 'Helvetica Neue', Arial, sans-serif",
  },
};
