import {
  AUDIT_ACTIONS,
  AUDIT_OUTCOMES,
  AUDIT_RESOURCES,
  AUDIT_RISK_LEVELS,
  ROLE_LABELS,
  type AuditLogEntryDto,
} from '@salon/shared';
import { Tag } from 'antd';

const RISK_COLORS = { critical: 'red', high: 'orange', medium: 'blue' } as const;

export function RiskTag({ risk }: { risk: AuditLogEntryDto['risk'] }) {
  return <Tag color={RISK_COLORS[risk]}>{AUDIT_RISK_LEVELS[risk]}</Tag>;
}

export function OutcomeTag({ outcome }: { outcome: AuditLogEntryDto['outcome'] }) {
  return <Tag color={outcome === 'success' ? 'green' : 'volcano'}>{AUDIT_OUTCOMES[outcome]}</Tag>;
}

/** Who acted: a person's name and role, the system, or a visitor. */
export function actorText(actor: AuditLogEntryDto['actor']): string {
  if (actor.role === 'system') return 'Hệ thống';
  if (actor.role === 'guest') return 'Khách vãng lai';
  const role = ROLE_LABELS[actor.role as keyof typeof ROLE_LABELS] ?? actor.role;
  return `${actor.name ?? `Tài khoản #${actor.id ?? '?'}`} (${role})`;
}

export function resourceText(entry: Pick<AuditLogEntryDto, 'resource' | 'resource_id'>): string {
  const label = AUDIT_RESOURCES[entry.resource] ?? entry.resource;
  return entry.resource_id ? `${label} #${entry.resource_id}` : label;
}

export const actionText = (action: AuditLogEntryDto['action']) => AUDIT_ACTIONS[action] ?? action;

/** A recorded value as text: null as a dash, objects as JSON. */
export function valueText(value: unknown): string {
  if (value === null || value === undefined || value === '') return '—';
  if (typeof value === 'boolean') return value ? 'Có' : 'Không';
  return typeof value === 'string' ? value : JSON.stringify(value);
}
