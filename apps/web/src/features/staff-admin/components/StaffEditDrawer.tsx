import { ROLE_LABELS, type StaffMember } from '@salon/shared';
import { Descriptions, Divider, Drawer, Grid } from 'antd';
import { SessionList } from '../../sessions/components/SessionList';
import { AvatarField } from './AvatarField';
import { StaffAccountForm } from './StaffAccountForm';
import { StylistProfileForm } from './StylistProfileForm';

/** Edits one member: the account, then the stylist profile. */
export function StaffEditDrawer({
  member,
  isSelf,
  onClose,
}: {
  member: StaffMember;
  isSelf: boolean;
  onClose: () => void;
}) {
  const narrow = Grid.useBreakpoint().sm !== true;
  return (
    <Drawer
      open
      title={`Sửa nhân viên: ${member.name}`}
      placement="right"
      size={narrow ? '100%' : 560}
      onClose={onClose}
      destroyOnHidden
    >
      <h2 style={{ fontSize: 16, marginTop: 0 }}>Tài khoản</h2>
      <AvatarField member={member} />
      <Descriptions
        size="small"
        column={1}
        style={{ margin: '16px 0' }}
        items={[
          { key: 'role', label: 'Vai trò hiện tại', children: ROLE_LABELS[member.role] },
          {
            key: 'appointments',
            label: 'Lịch hẹn',
            children: `${member.upcoming_appointments} sắp tới · ${member.completed_appointments} đã hoàn thành`,
          },
        ]}
      />
      <StaffAccountForm key={`account-${member.id}`} member={member} isSelf={isSelf} />
      <Divider />
      <h2 style={{ fontSize: 16 }}>Hồ sơ stylist</h2>
      <StylistProfileForm key={`profile-${member.id}`} member={member} />
      <Divider />
      <SessionList key={`sessions-${member.id}`} scope={{ kind: 'staff', userId: member.id }} />
    </Drawer>
  );
}
