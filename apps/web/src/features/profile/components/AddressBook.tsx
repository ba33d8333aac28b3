import { DeleteOutlined, EditOutlined, PlusOutlined, StarOutlined } from '@ant-design/icons';
import {
  ADDRESS_MESSAGES,
  ADDRESS_TYPE_LABELS,
  formatPhone,
  PROFILE_MESSAGES as M,
  type CustomerAddress,
} from '@salon/shared';
import { App, Button, Card, Empty, Popconfirm, Skeleton, Space, Tag } from 'antd';
import { useState } from 'react';
import { errorText } from '../../../lib/api-client';
import { useCustomerAddresses } from '../../cart/api/customer-addresses';
import { AddAddressModal } from '../../cart/components/checkout/AddAddressModal';
import { useDeleteAddress, useSetDefaultAddress } from '../api/address-book';
import { LoadFailed } from './LoadFailed';
import styles from './profile.module.css';

function addressText(a: CustomerAddress): string {
  return [a.address_line_1, a.address_line_2, a.ward, a.district, a.city]
    .filter(Boolean)
    .join(', ');
}

/** The saved addresses: add, edit, delete (confirmed) and choose the default. */
export function AddressBook() {
  const addresses = useCustomerAddresses();
  const remove = useDeleteAddress();
  const makeDefault = useSetDefaultAddress();
  const { message } = App.useApp();
  const [editing, setEditing] = useState<CustomerAddress | null | 'new'>(null);
  const failed = (error: Error) => void message.error(errorText(error, M.genericError));

  return (
    <Card
      title="Sổ địa chỉ"
      extra={
        <Button icon={<PlusOutlined />} onClick={() => setEditing('new')}>
          Thêm địa chỉ
        </Button>
      }
    >
      {addresses.isPending ? (
        <Skeleton active paragraph={{ rows: 3 }} />
      ) : addresses.isError ? (
        <LoadFailed
          message={ADDRESS_MESSAGES.loadFailed}
          onRetry={() => void addresses.refetch()}
        />
      ) : addresses.data.length === 0 ? (
        <Empty description="Bạn chưa lưu địa chỉ nào" image={Empty.PRESENTED_IMAGE_SIMPLE} />
      ) : (
        <ul style={{ listStyle: 'none', margin: 0, padding: 0 }} aria-label="Địa chỉ đã lưu">
          {addresses.data.map((a) => (
            <li key={a.id} className={styles.address}>
              <div className={styles.tags}>
                <Tag>{ADDRESS_TYPE_LABELS[a.type]}</Tag>
                {a.is_default ? <Tag color="gold">Mặc định</Tag> : null}
              </div>
              <div style={{ overflowWrap: 'anywhere' }}>{addressText(a)}</div>
              {a.recipient_name || a.recipient_phone ? (
                <div className={styles.muted}>
                  Người nhận:{' '}
                  {[a.recipient_name, a.recipient_phone ? formatPhone(a.recipient_phone) : null]
                    .filter(Boolean)
                    .join(' · ')}
                </div>
              ) : null}
              <Space wrap size={4} style={{ marginTop: 6 }}>
                <Button size="small" icon={<EditOutlined />} onClick={() => setEditing(a)}>
                  Sửa
                </Button>
                {!a.is_default ? (
                  <Button
                    size="small"
                    icon={<StarOutlined />}
                    loading={makeDefault.isPending && makeDefault.variables === a.id}
                    onClick={() =>
                      makeDefault.mutate(a.id, {
                        onSuccess: () => void message.success(ADDRESS_MESSAGES.defaultSet),
                        onError: failed,
                      })
                    }
                  >
                    Đặt làm mặc định
                  </Button>
                ) : null}
                <Popconfirm
                  title="Xóa địa chỉ này?"
                  okText="Xóa"
                  cancelText="Hủy"
                  okButtonProps={{ danger: true }}
                  onConfirm={() =>
                    remove
                      .mutateAsync(a.id)
                      .then(() => void message.success(ADDRESS_MESSAGES.deleted), failed)
                  }
                >
                  <Button size="small" danger icon={<DeleteOutlined />}>
                    Xóa
                  </Button>
                </Popconfirm>
              </Space>
            </li>
          ))}
        </ul>
      )}
      {editing !== null ? (
        <AddAddressModal
          open
          address={editing === 'new' ? null : editing}
          onClose={() => setEditing(null)}
          onAdded={() => setEditing(null)}
        />
      ) : null}
    </Card>
  );
}
