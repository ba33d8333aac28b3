import { FilterOutlined, PlusOutlined, ReloadOutlined } from '@ant-design/icons';
import {
  CHAT_LIMITS,
  CHAT_PRIORITIES,
  CHAT_PRIORITY_LABELS,
  CHAT_STATUSES,
  CHAT_STATUS_LABELS,
  type ChatPriority,
  type ChatStatus,
} from '@salon/shared';
import { Badge, Button, Input, Select, Switch, Tooltip } from 'antd';
import { useEffect, useState } from 'react';
import { useDebouncedValue } from '../../../lib/use-debounced-value';
import { activeFilterCount, DEFAULT_FILTERS, type ConversationFilters } from '../chat-logic';
import { ConversationList, type ConversationListProps } from './ConversationList';
import styles from './chat-admin.module.css';

/** The left column: title, unread badge, create / filter / refresh, search, the list. */
export function ConversationSidebar({
  filters,
  onFilters,
  unreadCount,
  onCreate,
  onRefresh,
  refreshing,
  list,
}: {
  filters: ConversationFilters;
  onFilters: (filters: ConversationFilters) => void;
  unreadCount: number;
  onCreate: () => void;
  onRefresh: () => void;
  refreshing: boolean;
  list: Omit<ConversationListProps, 'filtered'>;
}) {
  const [showFilters, setShowFilters] = useState(false);
  const [search, setSearch] = useState(filters.q);
  const debounced = useDebouncedValue(search, CHAT_LIMITS.listSearchDebounceMs);
  const narrowed = activeFilterCount(filters);

  useEffect(() => {
    if (debounced.trim() !== filters.q.trim()) onFilters({ ...filters, q: debounced });
    // Only the debounced text starts a search.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [debounced]);

  const set = (patch: Partial<ConversationFilters>) => onFilters({ ...filters, ...patch });

  return (
    <aside className={styles.sidebar} aria-label="Cuộc trò chuyện">
      <div className={styles.sidebarHead}>
        <h1 className={styles.title}>
          Tin nhắn
          <span data-testid="chat-unread-badge" data-count={unreadCount}>
            <Badge
              count={unreadCount}
              overflowCount={99}
              showZero={false}
              title={`${unreadCount} tin nhắn chưa đọc`}
            />
          </span>
        </h1>
        <div className={styles.headButtons}>
          <Tooltip title="Tạo cuộc trò chuyện mới">
            <Button
              type="primary"
              icon={<PlusOutlined />}
              aria-label="Tạo cuộc trò chuyện mới"
              onClick={onCreate}
            />
          </Tooltip>
          <Tooltip title={showFilters ? 'Ẩn bộ lọc' : 'Bộ lọc'}>
            <Badge count={narrowed} size="small" offset={[-4, 4]} color="blue">
              <Button
                type={showFilters ? 'default' : 'text'}
                icon={<FilterOutlined />}
                aria-label="Bộ lọc"
                aria-expanded={showFilters}
                onClick={() => setShowFilters((open) => !open)}
              />
            </Badge>
          </Tooltip>
          <Tooltip title="Làm mới">
            <Button
              type="text"
              icon={<ReloadOutlined spin={refreshing} />}
              aria-label="Làm mới"
              onClick={onRefresh}
            />
          </Tooltip>
        </div>
      </div>
      {showFilters ? (
        <div className={styles.filters} data-testid="chat-filters">
          <Select<ChatStatus>
            aria-label="Trạng thái"
            value={filters.status}
            onChange={(status) => set({ status })}
            options={CHAT_STATUSES.map((s) => ({ value: s, label: CHAT_STATUS_LABELS[s] }))}
          />
          <Select<ChatPriority>
            aria-label="Mức ưu tiên"
            placeholder="Mọi mức ưu tiên"
            allowClear
            value={filters.priority}
            onChange={(priority) => set({ priority })}
            options={CHAT_PRIORITIES.map((p) => ({ value: p, label: CHAT_PRIORITY_LABELS[p] }))}
          />
          <label>
            Cuộc trò chuyện của tôi
            <Switch
              size="small"
              checked={filters.assignedToMe}
              onChange={(on) =>
                set({ assignedToMe: on, unassigned: on ? false : filters.unassigned })
              }
            />
          </label>
          <label>
            Chưa phân công
            <Switch
              size="small"
              checked={filters.unassigned}
              onChange={(on) =>
                set({ unassigned: on, assignedToMe: on ? false : filters.assignedToMe })
              }
            />
          </label>
          <label className={styles.filterWide}>
            Gồm phiên Trợ lý AI (chỉ xem)
            <Switch
              size="small"
              checked={filters.includeAssistant}
              onChange={(on) => set({ includeAssistant: on })}
            />
          </label>
          {narrowed > 0 ? (
            <Button
              size="small"
              type="link"
              className={styles.filterWide}
              onClick={() => onFilters({ ...DEFAULT_FILTERS, q: filters.q })}
            >
              Bỏ lọc
            </Button>
          ) : null}
        </div>
      ) : null}
      <div className={styles.search}>
        <Input.Search
          allowClear
          placeholder="Tìm theo tên, SĐT, email khách hàng"
          aria-label="Tìm cuộc trò chuyện"
          value={search}
          onChange={(event) => setSearch(event.target.value)}
          onSearch={(value) => onFilters({ ...filters, q: value })}
          maxLength={100}
        />
      </div>
      <ConversationList {...list} filtered={narrowed > 0 || filters.q.trim() !== ''} />
    </aside>
  );
}
