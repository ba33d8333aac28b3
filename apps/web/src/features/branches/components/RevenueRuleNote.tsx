import { REVENUE_RULE_TEXT } from '@salon/shared';
import { Typography } from 'antd';

/** What the revenue figures count, under them. */
export function RevenueRuleNote() {
  return (
    <Typography.Paragraph type="secondary" style={{ fontSize: 12, marginTop: 8 }}>
      <strong>{REVENUE_RULE_TEXT.short}.</strong> {REVENUE_RULE_TEXT.detail}
    </Typography.Paragraph>
  );
}
