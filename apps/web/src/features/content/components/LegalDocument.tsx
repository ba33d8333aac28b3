import type { LegalSection } from '../legal-content';
import { LEGAL_UPDATED } from '../legal-content';
import styles from './content.module.css';

/** A policy text: sections of paragraphs and lists, with its last update. */
export function LegalDocument({ sections }: { sections: readonly LegalSection[] }) {
  return (
    <article className={`container ${styles.pageBottom}`}>
      <div className={styles.document}>
        <p className={styles.muted}>Cập nhật lần cuối: {LEGAL_UPDATED}</p>
        {sections.map((section) => (
          <section key={section.title}>
            <h2>{section.title}</h2>
            {section.items ? (
              <ul>
                {section.items.map((item) => (
                  <li key={item}>{item}</li>
                ))}
              </ul>
            ) : null}
            {section.paragraphs?.map((paragraph) => (
              <p key={paragraph.slice(0, 40)}>{paragraph}</p>
            ))}
          </section>
        ))}
      </div>
    </article>
  );
}
