import { ORDER_MESSAGES, type OrderType } from '@salon/shared';
import { Alert, Button, Select } from 'antd';
import { usePublicBranches } from '../../../branches/api/public-branches';
import styles from './checkout.module.css';

/** The branch that hands the order over (pickup) or sends it (delivery). */
export function BranchPicker({
  orderType,
  value,
  onChange,
}: {
  orderType: OrderType;
  value: number | null;
  onChange: (id: number) => void;
}) {
  const branches = usePublicBranches();
  const selected = branches.data?.find((branch) => branch.id === value);
  return (
    <div className={styles.field}>
      <label className={styles.label} htmlFor="checkout-branch">
        {orderType === 'in_store' ? 'Nhận hàng tại chi nhánh' : 'Chi nhánh giao hàng'}
      </label>
      {branches.isError ? (
        <Alert
          type="error"
          showIcon
          title={ORDER_MESSAGES.branchesLoadFailed}
          action={
            <Button size="small" onClick={() => void branches.refetch()}>
              Thử lại
            </Button>
          }
        />
      ) : (
        <Select
          id="checkout-branch"
          data-testid="checkout-branch"
          style={{ width: '100%' }}
          loading={branches.isPending}
          value={value ?? undefined}
          onChange={onChange}
          placeholder="Chọn chi nhánh"
          notFoundContent="Không có chi nhánh khả dụng"
          options={(branches.data ?? []).map((branch) => ({
            value: branch.id,
            label: branch.name,
          }))}
        />
      )}
      {selected ? <p className={styles.note}>{selected.address}</p> : null}
    </div>
  );
}
