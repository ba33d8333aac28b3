import { PlusOutlined } from '@ant-design/icons';
import {
  CONTACT_ADMIN_LIMITS as L,
  CONTACT_ADMIN_MESSAGES as M,
  CONTACT_PRIORITIES,
  CONTACT_STATUSES,
  CONTACT_TYPES,
  type AdminContactDto,
  type ContactPriority,
  type ContactStatus,
  type ContactType,
} from '@salon/shared';
import { Button, Card, Col, Flex, Row, Tag } from 'antd';
import { useState } from 'react';
import { useSearchParams } from 'react-router';
import { useTablePageSize } from '../../../components/use-table-page-size';
import { useLiveState } from '../../../lib/live-events';
import { useDebouncedValue } from '../../../lib/use-debounced-value';
import { usePageTitle } from '../../../lib/use-page-title';
import adminPage from '../../admin/components/admin-page.module.css';
import { ListError } from '../../admin/components/ListError';
import { useContactList, type ContactListParams } from '../api/contact-list';
import { useContactStatistics } from '../api/contact-statistics';
import { AssignContactModal } from '../components/AssignContactModal';
import { BulkActionModal } from '../components/BulkActionModal';
import { ContactDetailModal } from '../components/ContactDetailModal';
import { ContactFilters, type ContactFilterValues } from '../components/ContactFilters';
import { ContactFormModal } from '../components/ContactFormModal';
import { ContactSideCards } from '../components/ContactSideCards';
import { ContactStatCards } from '../components/ContactStatCards';
import { ContactTable, type ContactDialog } from '../components/ContactTable';
import { ReplyContactModal } from '../components/ReplyContactModal';
import { ResolveContactModal } from '../components/ResolveContactModal';
import { useContactsLive } from '../components/use-contacts-live';

function pick<T extends string>(values: readonly T[], raw: string | null): T | undefined {
  return values.find((v) => v === raw);
}

/** The filters a link may set: /admin/contacts?status=new (the dashboard links there). */
function filtersFromUrl(params: URLSearchParams): ContactFilterValues {
  return {
    status: pick<ContactStatus>(CONTACT_STATUSES, params.get('status')),
    type: pick<ContactType>(CONTACT_TYPES, params.get('type')),
    priority: pick<ContactPriority>(CONTACT_PRIORITIES, params.get('priority')),
  };
}

type Open =
  | { dialog: 'view'; id: number }
  | { dialog: Exclude<ContactDialog, 'view'>; contact: AdminContactDto }
  | { dialog: 'create' }
  | null;

/** /admin/contacts (back-office §2.14) */
export function AdminContactsPage() {
  usePageTitle('Quản lý liên hệ');
  useContactsLive();
  const live = useLiveState();
  const [searchParams, setSearchParams] = useSearchParams();
  const [search, setSearch] = useState(() => searchParams.get('search') ?? '');
  const [filters, setFilters] = useState<ContactFilterValues>(() => filtersFromUrl(searchParams));
  // The size chosen on the table wins; until then the user's items-per-page preference.
  const [chosenPaging, setPaging] = useState<{ page: number; per_page?: number }>({ page: 1 });
  const { pageSize, pageSizeOptions } = useTablePageSize(chosenPaging.per_page, {
    max: L.maxPerPage,
  });
  const paging = { page: chosenPaging.page, per_page: pageSize };
  const [selected, setSelected] = useState<number[]>([]);
  const [chosen, setOpen] = useState<Open>(null);
  const [bulkOpen, setBulkOpen] = useState(false);
  const debounced = useDebouncedValue(search.trim(), 400);

  // A bell's link (?contact=12) opens that contact until its dialog is closed.
  const linked = Number(searchParams.get('contact'));
  const open: Open =
    chosen ?? (Number.isInteger(linked) && linked > 0 ? { dialog: 'view', id: linked } : null);

  const params: ContactListParams = { ...paging, ...filters, search: debounced || undefined };
  const list = useContactList(params);
  const stats = useContactStatistics();

  const changeFilters = (patch: Partial<ContactFilterValues>) => {
    setFilters((f) => ({ ...f, ...patch }));
    setPaging((p) => ({ ...p, page: 1 }));
    setSelected([]);
  };
  const closeDialog = () => {
    setOpen(null);
    if (searchParams.has('contact')) {
      const next = new URLSearchParams(searchParams);
      next.delete('contact');
      setSearchParams(next, { replace: true });
    }
  };
  const filtered = Boolean(
    debounced || filters.status || filters.type || filters.priority || filters.start_date,
  );

  return (
    <Card>
      <div className={adminPage.header}>
        <Flex gap={8} align="center" wrap>
          <h1>Quản lý liên hệ</h1>
          <Tag data-live={live} color={live === 'open' ? 'green' : 'default'}>
            {live === 'open' ? 'Cập nhật trực tiếp' : 'Đang kết nối…'}
          </Tag>
        </Flex>
        <Button
          type="primary"
          icon={<PlusOutlined />}
          onClick={() => setOpen({ dialog: 'create' })}
        >
          Tạo liên hệ
        </Button>
      </div>
      <ContactStatCards
        stats={stats.data}
        loading={stats.isLoading}
        error={stats.isError ? stats.error : null}
        onRetry={() => void stats.refetch()}
      />
      <Row gutter={[16, 16]}>
        <Col xs={{ span: 24, order: 2 }} md={{ span: 24, order: 1 }} xxl={{ span: 6, order: 2 }}>
          <ContactSideCards
            stats={stats.data}
            loading={stats.isLoading}
            onCreate={() => setOpen({ dialog: 'create' })}
            onFilter={(f) => {
              setSearch('');
              setFilters({ status: f.status, priority: f.priority });
              setPaging((p) => ({ ...p, page: 1 }));
            }}
          />
        </Col>
        <Col xs={{ span: 24, order: 1 }} md={{ span: 24, order: 2 }} xxl={{ span: 18, order: 1 }}>
          <ContactFilters
            search={search}
            onSearch={(text) => {
              setSearch(text);
              setPaging((p) => ({ ...p, page: 1 }));
            }}
            values={filters}
            onChange={changeFilters}
          />
          {selected.length > 0 ? (
            <Flex gap={8} align="center" wrap style={{ marginBottom: 12 }}>
              <span>Đã chọn {selected.length} liên hệ</span>
              <Button type="primary" onClick={() => setBulkOpen(true)}>
                Thao tác hàng loạt
              </Button>
              <Button onClick={() => setSelected([])}>Bỏ chọn</Button>
            </Flex>
          ) : null}
          {list.isError ? (
            <ListError
              title={M.loadFailed}
              error={list.error}
              onRetry={() => void list.refetch()}
            />
          ) : null}
          <ContactTable
            rows={list.data?.data ?? []}
            loading={list.isFetching}
            filtered={filtered}
            page={paging.page}
            perPage={paging.per_page}
            pageSizeOptions={pageSizeOptions}
            total={list.data?.meta.total ?? 0}
            selected={selected}
            onSelect={setSelected}
            onPage={(page, perPage) =>
              setPaging({ page: perPage === paging.per_page ? page : 1, per_page: perPage })
            }
            onOpen={(dialog, contact) =>
              setOpen(dialog === 'view' ? { dialog, id: contact.id } : { dialog, contact })
            }
          />
        </Col>
      </Row>
      {open?.dialog === 'view' ? (
        <ContactDetailModal
          id={open.id}
          onClose={closeDialog}
          onAction={(dialog, contact) => setOpen({ dialog, contact })}
        />
      ) : null}
      {open?.dialog === 'create' ? <ContactFormModal contact={null} onClose={closeDialog} /> : null}
      {open?.dialog === 'edit' ? (
        <ContactFormModal contact={open.contact} onClose={closeDialog} />
      ) : null}
      {open?.dialog === 'assign' ? (
        <AssignContactModal contact={open.contact} onClose={closeDialog} />
      ) : null}
      {open?.dialog === 'reply' ? (
        <ReplyContactModal contact={open.contact} onClose={closeDialog} />
      ) : null}
      {open?.dialog === 'resolve' ? (
        <ResolveContactModal contact={open.contact} onClose={closeDialog} />
      ) : null}
      {bulkOpen ? (
        <BulkActionModal
          ids={selected}
          onClose={() => setBulkOpen(false)}
          onDone={() => setSelected([])}
        />
      ) : null}
    </Card>
  );
}
