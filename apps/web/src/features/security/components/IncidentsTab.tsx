import {
  INCIDENT_RULES,
  INCIDENT_RULE_KEYS,
  INCIDENT_SEVERITIES,
  INCIDENT_SEVERITY_KEYS,
  INCIDENT_STATUSES,
  INCIDENT_STATUS_KEYS,
  type IncidentDto,
  type IncidentRule,
  type IncidentSeverity,
  type IncidentStatus,
} from '@salon/shared';
import { Button, Empty, Input, Result, Select, Space, Table, Tag } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import { useState } from 'react';
import { useSearchParams } from 'react-router';
import { formatDateTime } from '../../../lib/format-date';
import { useDebouncedValue } from '../../../lib/use-debounced-value';
import { useIncidents } from '../api/incidents';
import { IncidentDrawer } from './IncidentDrawer';
import { IncidentStatusTag, SeverityTag } from './IncidentTags';

const columns: ColumnsType<IncidentDto> = [
  {
    title: 'Sự cố',
    key: 'title',
    render: (_, incident) => (
      <div>
        <strong>#{incident.id}</strong> {incident.title}
        <div style={{ fontSize: 12, opacity: 0.7 }}>{INCIDENT_RULES[incident.rule]}</div>
        {incident.overdue ? <Tag color="red">Quá hạn thông báo</Tag> : null}
        {incident.is_breach ? <Tag color="magenta">Vi phạm dữ liệu</Tag> : null}
      </div>
    ),
  },
  {
    title: 'Mức độ',
    key: 'severity',
    width: 120,
    render: (_, incident) => <SeverityTag severity={incident.severity} />,
  },
  {
    title: 'Trạng thái',
    key: 'status',
    width: 140,
    render: (_, incident) => <IncidentStatusTag status={incident.status} />,
  },
  {
    title: 'Phụ trách',
    key: 'owner',
    width: 150,
    responsive: ['md'],
    render: (_, incident) => incident.owner?.name ?? '—',
  },
  {
    title: 'Phát hiện',
    key: 'detected_at',
    width: 160,
    responsive: ['sm'],
    render: (_, incident) => formatDateTime(incident.detected_at),
  },
];

/** The incidents the rules opened: 10 per page, filters, and the detail drawer. */
export function IncidentsTab() {
  const [params, setParams] = useSearchParams();
  const [page, setPage] = useState(1);
  const [status, setStatus] = useState<IncidentStatus>();
  const [severity, setSeverity] = useState<IncidentSeverity>();
  const [rule, setRule] = useState<IncidentRule>();
  const [search, setSearch] = useState('');
  const debounced = useDebouncedValue(search.trim(), 300);
  const query = useIncidents({ page, status, severity, rule, search: debounced || undefined });
  const openId = Number(params.get('incident')) || null;
  const open = (id: number | null) =>
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        if (id === null) next.delete('incident');
        else next.set('incident', String(id));
        return next;
      },
      { replace: true },
    );
  const filter =
    <T,>(set: (value: T | undefined) => void) =>
    (value: T | undefined) => {
      set(value);
      setPage(1);
    };

  return (
    <Space orientation="vertical" size="middle" style={{ width: '100%' }}>
      <Space wrap>
        <Input.Search
          aria-label="Tìm sự cố"
          placeholder="Tìm theo tiêu đề, mô tả"
          allowClear
          maxLength={100}
          style={{ width: 240 }}
          value={search}
          onChange={(event) => {
            setSearch(event.target.value);
            setPage(1);
          }}
        />
        <Select
          aria-label="Trạng thái"
          placeholder="Trạng thái"
          allowClear
          style={{ width: 160 }}
          value={status}
          onChange={filter(setStatus)}
          options={INCIDENT_STATUS_KEYS.map((key) => ({
            value: key,
            label: INCIDENT_STATUSES[key],
          }))}
        />
        <Select
          aria-label="Mức độ"
          placeholder="Mức độ"
          allowClear
          style={{ width: 150 }}
          value={severity}
          onChange={filter(setSeverity)}
          options={INCIDENT_SEVERITY_KEYS.map((key) => ({
            value: key,
            label: INCIDENT_SEVERITIES[key],
          }))}
        />
        <Select
          aria-label="Quy tắc"
          placeholder="Quy tắc"
          allowClear
          style={{ width: 220 }}
          value={rule}
          onChange={filter(setRule)}
          options={INCIDENT_RULE_KEYS.map((key) => ({ value: key, label: INCIDENT_RULES[key] }))}
        />
      </Space>
      {query.isError ? (
        <Result
          status="error"
          title="Không tải được danh sách sự cố"
          extra={<Button onClick={() => void query.refetch()}>Thử lại</Button>}
        />
      ) : (
        <Table<IncidentDto>
          rowKey="id"
          size="middle"
          loading={query.isFetching}
          columns={columns}
          dataSource={query.data?.data ?? []}
          locale={{ emptyText: <Empty description="Chưa có sự cố nào." /> }}
          onRow={(incident) => ({ onClick: () => open(incident.id), style: { cursor: 'pointer' } })}
          pagination={{
            current: page,
            pageSize: 10,
            total: query.data?.meta.total ?? 0,
            showSizeChanger: false,
            onChange: setPage,
          }}
        />
      )}
      <IncidentDrawer id={openId} onClose={() => open(null)} />
    </Space>
  );
}
