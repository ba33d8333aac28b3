/**
 * A short message at the top of the screen (Ant Design's, below the header), its code loaded
 * when first shown: the wizard's first screen carries no Ant Design.
 */
export async function notify(type: 'success' | 'error', text: string): Promise<void> {
  const { message } = await import('antd');
  message.config({ top: 72, maxCount: 3 });
  void message[type](text);
}
