import { ExclamationCircleOutlined } from '@ant-design/icons';
import {
  PROFILE_MESSAGES as M,
  profileUpdateReasonLabels,
  type CurrentUser,
  type ProfileUpdateReason,
} from '@salon/shared';
import { Alert, Button, Modal } from 'antd';
import { ProfileForm } from './ProfileForm';

/**
 * The forced profile update (customer-account §2 Profile, §4): it cannot be closed; saving a
 * complete profile ends it, "Để sau" leaves for the home page. `warning`: the message of the
 * server's PROFILE_UPDATE_REQUIRED refusal that opened it.
 */
export function ProfileUpdateModal({
  user,
  reasons,
  warning = null,
  onLater,
}: {
  user: CurrentUser;
  reasons: ProfileUpdateReason[];
  warning?: string | null;
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
      {warning ? (
        <Alert type="error" showIcon role="alert" style={{ marginBottom: 12 }} title={warning} />
      ) : null}
      <Alert
        type="warning"
        showIcon
        style={{ marginBottom: 16 }}
        title={M.updateRequiredIntro}
        description={
          <ul style={{ margin: 0, paddingInlineStart: 20 }}>
            {profileUpdateReasonLabels(reasons).map((label) => (
              <li key={label}>{label}</li>
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
