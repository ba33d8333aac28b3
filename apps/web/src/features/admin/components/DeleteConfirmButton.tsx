import { DeleteOutlined } from '@ant-design/icons';
import { Button, Popconfirm, type ButtonProps } from 'antd';
import type { ReactNode } from 'react';

/** The delete button of a back-office row: asks first, then deletes. */
export function DeleteConfirmButton({
  name,
  title,
  description,
  onConfirm,
  loading,
  type,
}: {
  /** What is deleted, for the button's accessible name `Xóa <name>`. */
  name: string;
  /** The question asked. */
  title: ReactNode;
  description?: ReactNode;
  /** May return a promise: the confirm button spins until it settles. */
  onConfirm: () => void | Promise<unknown>;
  loading?: boolean;
  type?: ButtonProps['type'];
}) {
  return (
    <Popconfirm
      title={title}
      description={description}
      okText="Xóa"
      okButtonProps={{ danger: true }}
      cancelText="Hủy"
      onConfirm={onConfirm}
    >
      <Button
        type={type}
        danger
        icon={<DeleteOutlined />}
        aria-label={`Xóa ${name}`}
        loading={loading}
      />
    </Popconfirm>
  );
}
