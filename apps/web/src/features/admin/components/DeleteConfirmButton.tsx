import { DeleteOutlined } from '@ant-design/icons';
import { Button, type ButtonProps } from 'antd';
import type { ReactNode } from 'react';
import { ConfirmDelete } from '../../../components/ConfirmDelete';

/** The delete button of a back-office row: asks first (unless the user turned that off), then deletes. */
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
    <ConfirmDelete title={title} description={description} onConfirm={onConfirm}>
      <Button
        type={type}
        danger
        icon={<DeleteOutlined />}
        aria-label={`Xóa ${name}`}
        loading={loading}
      />
    </ConfirmDelete>
  );
}
