import { Grid, Modal, type ModalProps } from 'antd';

/**
 * The dialog around a back-office form: 'Lưu' submits (spinning while it saves), 'Hủy' closes,
 * and the form is thrown away on close. `phoneFullWidth` spans a phone's whole width.
 */
export function FormModal({
  saving,
  onSave,
  onClose,
  width,
  phoneFullWidth = false,
  open = true,
  okText = 'Lưu',
  children,
  ...props
}: Omit<ModalProps, 'onOk' | 'onCancel' | 'confirmLoading'> & {
  saving: boolean;
  onSave: () => void;
  onClose: () => void;
  phoneFullWidth?: boolean;
}) {
  const screens = Grid.useBreakpoint();
  return (
    <Modal
      {...props}
      open={open}
      width={phoneFullWidth && !screens.md ? '100%' : width}
      okText={okText}
      cancelText="Hủy"
      confirmLoading={saving}
      onOk={onSave}
      onCancel={onClose}
      destroyOnHidden
    >
      {children}
    </Modal>
  );
}
