import styles from './safe-html.module.css';

/**
 * HTML written by staff (service and product descriptions). The server sanitizes it with an
 * allow-list before it leaves the API (lib/rich-text.ts), so it is rendered as it comes.
 */
export function SafeHtml({ html, className }: { html: string; className?: string }) {
  return (
    <div
      className={`${styles.html} ${className ?? ''}`}
      dangerouslySetInnerHTML={{ __html: html }}
    />
  );
}
