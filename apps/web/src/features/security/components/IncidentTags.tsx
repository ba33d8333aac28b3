import {
  INCIDENT_SEVERITIES,
  INCIDENT_STATUSES,
  type IncidentSeverity,
  type IncidentStatus,
} from '@salon/shared';
import { Tag } from 'antd';

const SEVERITY_COLORS: Record<IncidentSeverity, string> = {
  low: 'default',
  medium: 'gold',
  high: 'orange',
  critical: 'red',
};

const STATUS_COLORS: Record<IncidentStatus, string> = {
  open: 'red',
  contained: 'purple',
  investigating: 'blue',
  resolved: 'green',
  closed: 'default',
};

export function SeverityTag({ severity }: { severity: IncidentSeverity }) {
  return <Tag color={SEVERITY_COLORS[severity]}>{INCIDENT_SEVERITIES[severity]}</Tag>;
}

export function IncidentStatusTag({ status }: { status: IncidentStatus }) {
  return <Tag color={STATUS_COLORS[status]}>{INCIDENT_STATUSES[status]}</Tag>;
}
