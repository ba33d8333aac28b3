import type { ThemeConfig } from 'antd';

export const BRAND_COLOR = '#2d7f56';

export const theme: ThemeConfig = {
  components: {
    // The default greys fall under a 4.5:1 contrast on the storefront's warm background.
    Breadcrumb: {
      linkColor: 'rgba(0, 0, 0, 0.65)',
      itemColor: 'rgba(0, 0, 0, 0.65)',
      separatorColor: 'rgba(0, 0, 0, 0.55)',
    },
    Menu: { itemSelectedBg: '#e3f1e9', itemSelectedColor: BRAND_COLOR, itemHoverBg: '#f0f7f3' },
  },
  token: {
    colorPrimary: BRAND_COLOR,
    colorLink: BRAND_COLOR,
    borderRadius: 8,
    // Secondary words stay readable (4.5:1) on the warm page background too.
    colorTextDescription: 'rgba(0, 0, 0, 0.6)',
    fontFamily:
      "'Be Vietnam Pro', -apple-system, 'Segoe UI', Roboto, 'Helvetica Neue', Arial, sans-serif",
  },
};
