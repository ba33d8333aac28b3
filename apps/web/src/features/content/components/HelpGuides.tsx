import { helpGuides } from '@salon/shared';
import { usePublicSettings } from '../../settings/api/public-settings';
import { Card, Col, Row } from 'antd';
import { useMemo } from 'react';
import { LinkButton } from '../../../components/LinkButton';
import styles from './content.module.css';
import help from './help.module.css';

/** The help centre's 6 step-by-step guides. */
export function HelpGuides() {
  // The shop guide quotes the salon's own delivery fees.
  const { delivery } = usePublicSettings().settings;
  const guides = useMemo(() => helpGuides(delivery), [delivery]);
  return (
    <Row gutter={[16, 16]}>
      {guides.map((guide, index) => (
        <Col xs={24} md={12} xl={8} key={guide.id}>
          <Card className={styles.card}>
            <div className={help.guideNumber}>{index + 1}</div>
            <h3 className={styles.cardTitle}>{guide.title}</h3>
            <p className={styles.muted}>{guide.summary}</p>
            <ol className={help.steps}>
              {guide.steps.map((step) => (
                <li key={step}>{step}</li>
              ))}
            </ol>
            <LinkButton to={guide.link.to} type="link" className={help.guideLink}>
              {guide.link.label} →
            </LinkButton>
          </Card>
        </Col>
      ))}
    </Row>
  );
}
