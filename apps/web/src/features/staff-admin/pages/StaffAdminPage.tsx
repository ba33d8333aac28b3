import { PlusOutlined } from '@ant-design/icons';
import { STAFF_MESSAGES as M, type StaffMember, type StaffStatus } from '@salon/shared';
import { App, Card } from 'antd';
import { useState } from 'react';
import { errorText } from '../../../lib/api-client';
import { LinkButton } from '../../../components/LinkButton';
import { useDebouncedValue } from '../../../lib/use-debounced-value';
import { usePageTitle } from '../../../lib/use-page-title';
import { ListError } from '../../admin/components/ListError';
import { useCurrentUser } from '../../auth/api/current-user';
import { useItemsPerPage } from '../../preferences/use-preference-format';
import { useStaffList, useStaffStatus } from '../api/staff';
import { StaffEditDrawer } from '../components/StaffEditDrawer';
import { StaffFilters, type StaffFilterValues } from '../components/StaffFilters';
import { StaffTable } from '../components/StaffTable';
import { useChangeFeedback } from '../components/use-change-feedback';
import adminPage from '../../admin/components/admin-page.module.css';

/** /admin/staff: the team, its branches and the stylists the booking offers (admins only). */
export function StaffAdminPage() {
  usePageTitle('Nhân sự');
  const { user } = useCurrentUser();
  const { message } = App.useApp();
  const feedback = useChangeFeedback();
  const [filters, setFilters] = useState<StaffFilterValues>({ search: '' });
  const itemsPerPage = useItemsPerPage();
  // The page size follows the preferences until the user picks another one here.
  const [paging, setPaging] = useState<{ page: number; per_page?: number }>({ page: 1 });
  const perPage = paging.per_page ?? itemsPerPage;
  const [editing, setEditing] = useState<StaffMember | null>(null);
  const search = useDebouncedValue(filters.search.trim(), 400);
  const list = useStaffList({
    page: paging.page,
    per_page: perPage,
    search: search || undefined,
    role: filters.role,
    branch_id: filters.branch_id,
    status: filters.status,
    is_stylist: filters.is_stylist,
  });
  const status = useStaffStatus();
  const filtered = Boolean(
    search || filters.role || filters.branch_id || filters.status || filters.is_stylist,
  );
  // The drawer follows the list, so an avatar or profile saved there shows at once.
  const editedMember = editing
    ? (list.data?.data.find((m) => m.id === editing.id) ?? editing)
    : null;

  const onStatus = (member: StaffMember, next: StaffStatus) =>
    status.mutate(
      { id: member.id, status: next },
      {
        onSuccess: (result) => feedback(result, next === 'active' ? M.activated : M.deactivated),
        onError: (error) => void message.error(errorText(error, M.statusFailed)),
      },
    );

  return (
    <Card>
      <div className={adminPage.header}>
        <h1>Nhân sự</h1>
        <LinkButton type="primary" icon={<PlusOutlined />} to="/admin/staff/new">
          Thêm nhân viên
        </LinkButton>
      </div>
      <StaffFilters
        value={filters}
        onChange={(patch) => {
          setFilters((f) => ({ ...f, ...patch }));
          setPaging((p) => ({ ...p, page: 1 }));
        }}
      />
      {list.isError ? (
        <ListError title={M.loadFailed} error={list.error} onRetry={() => void list.refetch()} />
      ) : null}
      <StaffTable
        page={list.data}
        loading={list.isFetching}
        filtered={filtered}
        switching={status.isPending ? status.variables.id : null}
        currentUserId={user?.id}
        onStatus={onStatus}
        onEdit={setEditing}
        preferredPerPage={itemsPerPage}
        onPage={(page, size) => setPaging({ page: size === perPage ? page : 1, per_page: size })}
      />
      {editedMember ? (
        <StaffEditDrawer
          member={editedMember}
          isSelf={editedMember.id === user?.id}
          onClose={() => setEditing(null)}
        />
      ) : null}
    </Card>
  );
}
