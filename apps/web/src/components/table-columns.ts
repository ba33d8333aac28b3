import type { Breakpoint } from 'antd';

/**
 * The breakpoints of a table's secondary columns: shown from 1600 px, hidden below, so that at
 * 1280 px with the sidebar open the status and action columns fit without scrolling sideways.
 */
export const SECONDARY: Breakpoint[] = ['xxl'];
