export type ToastType = 'success' | 'error' | 'warning';

/**
 * A short message at the top of the screen ('… đã được thêm vào giỏ hàng'). What draws it loads
 * on the first message, so the pages' first load carries none of it.
 */
export function toast(type: ToastType, text: string): void {
  void import('./antd-toast').then((module) => module.showToast(type, text));
}
