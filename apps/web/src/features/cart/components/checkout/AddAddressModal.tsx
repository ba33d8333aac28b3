import {
  ADDRESS_MESSAGES as M,
  ADDRESS_TYPE_LABELS,
  ADDRESS_TYPES,
  addressFields,
  PROFILE_MESSAGES,
  type AddressFormValues,
  type CustomerAddress,
} from '@salon/shared';
import { App, Checkbox, Col, Form, Input, Modal, Radio, Row } from 'antd';
import type { ReactNode } from 'react';
import { ApiError } from '../../../../lib/api-client';
import { showServerFieldErrors, zodRule } from '../../../../lib/form-rules';
import { useAddAddress, useUpdateAddress } from '../../api/customer-addresses';
import { AdministrativeUnitFields } from './AdministrativeUnitFields';
import styles from './checkout.module.css';

const TYPE_OPTIONS = ADDRESS_TYPES.map((type) => ({
  value: type,
  label: ADDRESS_TYPE_LABELS[type],
}));

/** Optional fields say so in words; required ones stay plain. */
function optionalMark(label: ReactNode, { required }: { required: boolean }) {
  return required ? (
    label
  ) : (
    <>
      {label}
      <span className={styles.optional}>(không bắt buộc)</span>
    </>
  );
}

/**
 * Adds a saved address from the checkout ('Thêm địa chỉ thành công!'); given `address`, edits
 * that one instead (the profile's address book).
 */
export function AddAddressModal({
  open,
  onClose,
  onAdded,
  address,
}: {
  open: boolean;
  onClose: () => void;
  onAdded: (address: CustomerAddress) => void;
  address?: CustomerAddress | null;
}) {
  const [form] = Form.useForm<AddressFormValues>();
  const add = useAddAddress();
  const update = useUpdateAddress();
  const { message } = App.useApp();

  const submit = async () => {
    // A refused form shows its messages under the fields; nothing to throw (or log).
    const values = await form.validateFields().catch(() => null);
    if (!values) return;
    try {
      const saved = address
        ? await update.mutateAsync({ id: address.id, values })
        : await add.mutateAsync(values);
      void message.success(address ? M.updated : M.created);
      form.resetFields();
      onAdded(saved);
    } catch (error) {
      showServerFieldErrors(form, error);
      void message.error(
        error instanceof ApiError && error.status >= 400 && error.status < 500
          ? error.message
          : address
            ? PROFILE_MESSAGES.genericError
            : M.createFailed,
      );
    }
  };

  return (
    <Modal
      title={address ? 'Sửa địa chỉ' : 'Thêm địa chỉ giao hàng'}
      open={open}
      onCancel={onClose}
      onOk={() => void submit()}
      okText="Lưu địa chỉ"
      cancelText="Hủy"
      confirmLoading={add.isPending || update.isPending}
      destroyOnHidden
      forceRender
      width={600}
    >
      <Form
        form={form}
        layout="vertical"
        requiredMark={optionalMark}
        initialValues={
          address
            ? Object.fromEntries(Object.entries(address).filter(([, value]) => value !== null))
            : { type: 'home', is_default: false }
        }
        name="add-address"
      >
        <Form.Item name="type" label="Loại địa chỉ" required rules={[zodRule(addressFields.type)]}>
          <Radio.Group optionType="button" options={TYPE_OPTIONS} />
        </Form.Item>
        <Form.Item
          name="address_line_1"
          label="Địa chỉ"
          required
          rules={[zodRule(addressFields.address_line_1)]}
        >
          <Input placeholder="Số nhà, tên đường" autoComplete="address-line1" maxLength={255} />
        </Form.Item>
        <Form.Item
          name="address_line_2"
          label="Địa chỉ bổ sung"
          rules={[zodRule(addressFields.address_line_2)]}
        >
          <Input placeholder="Tòa nhà, tầng, căn hộ" autoComplete="address-line2" maxLength={255} />
        </Form.Item>
        <AdministrativeUnitFields
          active={open}
          kept={address ? { city: address.city, ward: address.ward } : null}
        />
        <Row gutter={12}>
          <Col xs={24} sm={12}>
            <Form.Item name="district" label="Quận/huyện" rules={[zodRule(addressFields.district)]}>
              <Input placeholder="Quận/huyện cũ, nếu muốn ghi thêm" maxLength={100} />
            </Form.Item>
          </Col>
          <Col xs={24} sm={12}>
            <Form.Item
              name="postal_code"
              label="Mã bưu chính"
              rules={[zodRule(addressFields.postal_code)]}
            >
              <Input inputMode="numeric" autoComplete="postal-code" maxLength={6} />
            </Form.Item>
          </Col>
          <Col xs={24} sm={12}>
            <Form.Item
              name="recipient_name"
              label="Người nhận"
              rules={[zodRule(addressFields.recipient_name)]}
            >
              <Input placeholder="Để trống nếu bạn nhận" autoComplete="name" maxLength={100} />
            </Form.Item>
          </Col>
          <Col xs={24} sm={12}>
            <Form.Item
              name="recipient_phone"
              label="SĐT người nhận"
              rules={[zodRule(addressFields.recipient_phone)]}
            >
              <Input inputMode="tel" autoComplete="tel" maxLength={20} />
            </Form.Item>
          </Col>
        </Row>
        <Form.Item name="is_default" valuePropName="checked" style={{ marginBottom: 0 }}>
          <Checkbox>Đặt làm địa chỉ mặc định</Checkbox>
        </Form.Item>
      </Form>
    </Modal>
  );
}
