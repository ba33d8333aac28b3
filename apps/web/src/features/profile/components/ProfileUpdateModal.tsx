import { ExclamationCircleOutlined } from '@ant-design/icons';
import {
  PROFILE_MESSAGES as M,
  PROFILE_UPDATE_REASON_LABELS,
  type CurrentUser,
  type ProfileUpdateReason,
} from '@salon/shared';
import { Alert, Button, Modal } from 'antd';
import { ProfileForm } from './ProfileForm';

/**
 * The forced profile update (customer-account §2 Profile, §4): it cannot be closed; saving a
 * complete profile ends it, "Để sau" leaves for the home page.
 */
export function ProfileUpdateModal({
  user,
  reasons,
  onLater,
}: {
  user: CurrentUser;
  reasons: ProfileUpdateReason[];
  onLater: () => void;
}) {
  return (
    <Modal
      open
      title={
        <span>
          <ExclamationCircleOutlined
            style={{ color: 'var(--ant-color-warning)', marginInlineEnd: 8 }}
          />
          {M.updateRequiredTitle}
        </span>
      }
      closable={false}
      maskClosable={false}
      keyboard={false}
      footer={null}
      width={640}
      destroyOnHidden
    >
      <Alert
        type="warning"
        showIcon
        style={{ marginBottom: 16 }}
        title={M.updateRequiredIntro}
        description={
          <ul style={{ margin: 0, paddingInlineStart: 20 }}>
            {reasons.map((reason) => (
              <li key={reason}>{PROFILE_UPDATE_REASON_LABELS[reason]}</li>
            ))}
          </ul>
        }
      />
      <ProfileForm
        user={user}
        forced
        submitLabel="Lưu thông tin"
        extraActions={<Button onClick={onLater}>{M.later}</Button>}
      />
    </Modal>
  );
}
