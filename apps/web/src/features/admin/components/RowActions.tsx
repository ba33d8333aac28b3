import { EditOutlined, EyeOutlined } from '@ant-design/icons';
import { Button, Space } from 'antd';
import type { ComponentProps } from 'react';
import { DeleteConfirmButton } from './DeleteConfirmButton';

/** The view / edit / delete buttons of a back-office table row, named after the row. */
export function RowActions({
  name,
  onView,
  onEdit,
  remove,
}: {
  name: string;
  onView?: () => void;
  onEdit: () => void;
  remove: Omit<ComponentProps<typeof DeleteConfirmButton>, 'name'>;
}) {
  return (
    <Space>
      {onView ? (
        <Button icon={<EyeOutlined />} aria-label={`Xem ${name}`} onClick={onView} />
      ) : null}
      <Button icon={<EditOutlined />} aria-label={`Sửa ${name}`} onClick={onEdit} />
      <DeleteConfirmButton name={name} {...remove} />
    </Space>
  );
}
