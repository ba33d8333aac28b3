import { PlusOutlined } from '@ant-design/icons';
import {
  ADDRESS_MESSAGES,
  ADDRESS_TYPE_LABELS,
  formatAddress,
  type CustomerAddress,
} from '@salon/shared';
import { Alert, Button, Select } from 'antd';
import { useEffect, useState } from 'react';
import { useCustomerAddresses } from '../../api/customer-addresses';
import { AddAddressModal } from './AddAddressModal';
import styles from './checkout.module.css';

function optionLabel(address: CustomerAddress): string {
  const tag = address.is_default ? ' (mặc định)' : '';
  return `${ADDRESS_TYPE_LABELS[address.type]}${tag}: ${address.address_line_1}, ${address.city}`;
}

/** The delivery address: one of the saved ones (the default first), or a new one. */
export function AddressPicker({
  value,
  onChange,
}: {
  value: number | null;
  onChange: (id: number | null) => void;
}) {
  const addresses = useCustomerAddresses();
  const [adding, setAdding] = useState(false);
  const list = addresses.data ?? [];
  const selected = list.find((address) => address.id === value);

  // Start with the default address once the list arrives.
  useEffect(() => {
    if (value !== null || !addresses.data) return;
    const preferred = addresses.data.find((a) => a.is_default) ?? addresses.data[0];
    if (preferred) onChange(preferred.id);
  }, [addresses.data, value, onChange]);

  return (
    <div className={styles.field}>
      <label className={styles.label} htmlFor="checkout-address">
        Địa chỉ giao hàng
      </label>
      {addresses.isError ? (
        <Alert
          type="error"
          showIcon
          title={ADDRESS_MESSAGES.loadFailed}
          action={
            <Button size="small" onClick={() => void addresses.refetch()}>
              Thử lại
            </Button>
          }
          style={{ marginBottom: 8 }}
        />
      ) : null}
      <div className={styles.addressRow}>
        <Select
          id="checkout-address"
          data-testid="checkout-address"
          loading={addresses.isPending}
          value={value ?? undefined}
          onChange={(id: number) => onChange(id)}
          placeholder={list.length ? 'Chọn địa chỉ' : 'Chưa có địa chỉ đã lưu'}
          notFoundContent="Chưa có địa chỉ đã lưu"
          options={list.map((address) => ({ value: address.id, label: optionLabel(address) }))}
          optionRender={(option) => <span className={styles.addressOption}>{option.label}</span>}
          popupMatchSelectWidth={false}
          styles={{ popup: { root: { maxWidth: 'min(420px, 92vw)' } } }}
        />
        <Button icon={<PlusOutlined />} onClick={() => setAdding(true)} aria-label="Thêm địa chỉ">
          Thêm
        </Button>
      </div>
      {selected ? (
        <p className={styles.note} data-testid="checkout-address-text">
          {formatAddress(selected)}
        </p>
      ) : null}
      <AddAddressModal
        open={adding}
        onClose={() => setAdding(false)}
        onAdded={(address) => {
          setAdding(false);
          onChange(address.id);
        }}
      />
    </div>
  );
}
