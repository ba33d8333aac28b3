import { EditOutlined } from '@ant-design/icons';
import { formatPhone, GENDER_LABELS, type CurrentUser } from '@salon/shared';
import { Button, Card, Descriptions } from 'antd';
import { formatDate } from '../../../lib/format-date';
import { AddressBook } from './AddressBook';
import { AvatarPicker } from './AvatarPicker';
import { PhoneVerificationStatus } from '../../auth/components/PhoneVerification';
import { ProfileForm } from './ProfileForm';
import styles from './profile.module.css';

/** "Thông tin cá nhân": the details (view, then edit), the avatar and the address book. */
export function PersonalInfoTab({
  user,
  editing,
  onEditingChange,
}: {
  user: CurrentUser;
  editing: boolean;
  onEditingChange: (editing: boolean) => void;
}) {
  return (
    <div className={styles.sections}>
      <Card
        title="Thông tin cá nhân"
        extra={
          editing ? null : (
            <Button icon={<EditOutlined />} onClick={() => onEditingChange(true)}>
              Chỉnh sửa
            </Button>
          )
        }
      >
        <AvatarPicker user={user} />
        {editing ? (
          <ProfileForm
            user={user}
            onSaved={() => onEditingChange(false)}
            onCancel={() => onEditingChange(false)}
          />
        ) : (
          <Descriptions column={1} size="small" bordered>
            <Descriptions.Item label="Họ và tên">{user.name}</Descriptions.Item>
            <Descriptions.Item label="Số điện thoại">
              {user.phone ? (
                <span className={styles.phoneLine}>
                  {formatPhone(user.phone)} <PhoneVerificationStatus user={user} />
                </span>
              ) : (
                'Chưa cập nhật'
              )}
            </Descriptions.Item>
            <Descriptions.Item label="Email">{user.email ?? 'Chưa cập nhật'}</Descriptions.Item>
            <Descriptions.Item label="Giới tính">
              {user.gender ? GENDER_LABELS[user.gender] : 'Chưa cập nhật'}
            </Descriptions.Item>
            <Descriptions.Item label="Ngày sinh">
              {user.date_of_birth ? formatDate(user.date_of_birth) : 'Chưa cập nhật'}
            </Descriptions.Item>
          </Descriptions>
        )}
      </Card>
      <AddressBook />
    </div>
  );
}
