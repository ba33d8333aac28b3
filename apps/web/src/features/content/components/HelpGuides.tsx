import { helpGuides } from '@salon/shared';
import { useMemo } from 'react';
import { ButtonLink } from '../../../ui';
import { usePublicSettings } from '../../settings/api/public-settings';
import { ContentCard } from './ContentCard';
import styles from './content.module.css';
import help from './help.module.css';

/** The help centre's 6 step-by-step guides. */
export function HelpGuides() {
  // The shop guide quotes the salon's own delivery fees.
  const { delivery } = usePublicSettings().settings;
  const guides = useMemo(() => helpGuides(delivery), [delivery]);
  return (
    <div className={styles.grid3}>
      {guides.map((guide, index) => (
        <ContentCard className={styles.card} key={guide.id}>
          <div className={help.guideNumber}>{index + 1}</div>
          <h3 className={styles.cardTitle}>{guide.title}</h3>
          <p className={styles.muted}>{guide.summary}</p>
          <ol className={help.steps}>
            {guide.steps.map((step) => (
              <li key={step}>{step}</li>
            ))}
          </ol>
          <ButtonLink to={guide.link.to} variant="link" className={help.guideLink}>
            {guide.link.label} →
          </ButtonLink>
        </ContentCard>
      ))}
    </div>
  );
}
