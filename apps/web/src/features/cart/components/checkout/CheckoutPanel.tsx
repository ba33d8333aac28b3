import {
  CART_MESSAGES,
  formatAddress,
  formatVndText,
  ORDER_MESSAGES as M,
  ORDER_TYPE_LABELS,
  ORDER_TYPES,
  type Cart,
  type OrderType,
} from '@salon/shared';
import { Alert, App, Button, Card, Radio } from 'antd';
import { useCallback, useEffect, useRef, useState } from 'react';
import { Link, useLocation, useNavigate } from 'react-router';
import { LinkButton } from '../../../../components/LinkButton';
import { ApiError } from '../../../../lib/api-client';
import { useCurrentUser } from '../../../auth/api/current-user';
import { usePublicBranches } from '../../../branches/api/public-branches';
import { usePublicSettings } from '../../../settings/api/public-settings';
import { useCustomerAddresses } from '../../api/customer-addresses';
import { isCartRefusal, usePlaceOrder } from '../../api/place-order';
import {
  checkoutBlocker,
  orderableItems,
  previewTotals,
  type CheckoutChoice,
} from '../../checkout';
import pageStyles from '../../pages/cart-page.module.css';
import { AddressPicker } from './AddressPicker';
import { BranchPicker } from './BranchPicker';
import styles from './checkout.module.css';
import { ConfirmOrderModal, type ConfirmValues } from './ConfirmOrderModal';
import { OrderTotalsRows } from './OrderTotalsRows';
import { toast } from '../../../../ui/Toast';

/** The message of a refused order: the server's (cart lines included), else the generic one. */
function orderFailure(error: unknown): string {
  return error instanceof ApiError && error.status >= 400 && error.status < 500
    ? error.message
    : M.checkoutFailed;
}

/** The cart page's summary and checkout: pickup or delivery, branch, address, totals, confirm. */
export function CheckoutPanel({ cart }: { cart: Cart }) {
  const { user } = useCurrentUser();
  const { settings } = usePublicSettings();
  const branches = usePublicBranches();
  const addresses = useCustomerAddresses();
  const placeOrder = usePlaceOrder();
  const navigate = useNavigate();
  const location = useLocation();
  const { message } = App.useApp();
  const panel = useRef<HTMLDivElement>(null);

  const [choice, setChoice] = useState<CheckoutChoice>({
    orderType: 'in_store',
    branchId: null,
    addressId: null,
  });
  const [confirming, setConfirming] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  // A refusal about the cart's lines: shown here, beside the cart read again.
  const [cartProblem, setCartProblem] = useState<string | null>(null);
  const setAddress = useCallback(
    (addressId: number | null) => setChoice((c) => ({ ...c, addressId })),
    [],
  );

  // The cart drawer's 'Thanh toán' leads here.
  useEffect(() => {
    if (location.hash === '#thanh-toan') panel.current?.scrollIntoView({ block: 'start' });
  }, [location.hash]);

  const items = orderableItems(cart);
  const totals = previewTotals(cart, choice.orderType, settings.tax, settings.delivery);
  const unavailable = cart.items.length - items.length;
  const branch = branches.data?.find((b) => b.id === choice.branchId);
  const address =
    choice.orderType === 'delivery'
      ? addresses.data?.find((a) => a.id === choice.addressId)
      : undefined;

  const openConfirm = () => {
    const blocker = checkoutBlocker(cart, choice, !user);
    if (blocker) {
      void message.warning(blocker);
      return;
    }
    setFailure(null);
    setCartProblem(null);
    setConfirming(true);
  };

  const confirm = (values: ConfirmValues) => {
    if (choice.branchId === null) return;
    placeOrder.mutate(
      {
        branch_id: choice.branchId,
        order_type: choice.orderType,
        payment_method: values.payment_method,
        items: items.map((item) => ({
          type: item.type,
          id: item.item_id,
          quantity: item.quantity,
        })),
        address_id: choice.orderType === 'delivery' ? choice.addressId : null,
        notes: values.notes?.trim() || null,
        ...(user ? {} : { customer_info: { name: values.name ?? '', phone: values.phone ?? '' } }),
        ...(!user && choice.orderType === 'delivery'
          ? { delivery_address: values.delivery_address ?? null }
          : {}),
      },
      {
        onSuccess: ({ order, access_token }) => {
          toast.success(M.placed);
          setConfirming(false);
          const query = access_token ? `?access_token=${encodeURIComponent(access_token)}` : '';
          void navigate(`/don-hang/${order.id}${query}`, { state: { order, justPlaced: true } });
        },
        onError: (error) => {
          const text = orderFailure(error);
          void message.error(text);
          if (isCartRefusal(error)) {
            // The cart is being read again (usePlaceOrder): let the customer see what changed.
            setConfirming(false);
            setCartProblem(text);
          } else {
            setFailure(text);
          }
        },
      },
    );
  };

  return (
    <Card className={pageStyles.summary} title="Thanh toán" ref={panel} id="thanh-toan">
      <div className={styles.field}>
        <span className={styles.label}>Hình thức nhận hàng</span>
        <Radio.Group
          className={styles.orderType}
          optionType="button"
          buttonStyle="solid"
          value={choice.orderType}
          onChange={(event) =>
            setChoice((c) => ({ ...c, orderType: event.target.value as OrderType }))
          }
          options={ORDER_TYPES.map((type) => ({ value: type, label: ORDER_TYPE_LABELS[type] }))}
        />
        <p className={styles.note}>
          {choice.orderType === 'in_store'
            ? 'Nhận tại cửa hàng: miễn phí.'
            : `Phí giao hàng ${formatVndText(settings.delivery.delivery_fee)}, miễn phí cho đơn từ ${formatVndText(settings.delivery.free_delivery_from)}.`}
        </p>
      </div>
      <BranchPicker
        orderType={choice.orderType}
        value={choice.branchId}
        onChange={(branchId) => setChoice((c) => ({ ...c, branchId }))}
      />
      {choice.orderType === 'delivery' && user ? (
        <AddressPicker value={choice.addressId} onChange={setAddress} />
      ) : null}
      {choice.orderType === 'delivery' && !user ? (
        <p className={styles.note} data-testid="guest-address-note">
          Bạn nhập địa chỉ giao hàng ở bước xác nhận.{' '}
          <Link to="/customer/login?redirect=%2Fgio-hang">Đăng nhập</Link> để dùng địa chỉ đã lưu.
        </p>
      ) : null}
      <OrderTotalsRows totals={totals} itemCount={items.reduce((n, i) => n + i.quantity, 0)} />
      <p className={styles.note}>
        Khuyến mãi theo đơn hàng (nếu có) được áp dụng khi đặt hàng.
        {unavailable > 0 ? ` ${unavailable} mục không còn bán sẽ không được đặt.` : null}
      </p>
      {cartProblem ? (
        <Alert
          type="error"
          showIcon
          role="alert"
          closable={{ onClose: () => setCartProblem(null) }}
          title={cartProblem}
          description={CART_MESSAGES.refreshedAfterRefusal}
          className={styles.refusal}
          data-testid="checkout-refusal"
        />
      ) : null}
      <div className={styles.actions}>
        <Button type="primary" size="large" block onClick={openConfirm} data-testid="checkout">
          Đặt hàng
        </Button>
        <LinkButton to="/san-pham" block>
          Tiếp tục mua sắm
        </LinkButton>
      </div>
      <ConfirmOrderModal
        open={confirming}
        onClose={() => setConfirming(false)}
        onConfirm={confirm}
        pending={placeOrder.isPending}
        error={failure}
        isGuest={!user}
        orderType={choice.orderType}
        branchName={branch?.name ?? ''}
        addressText={address ? formatAddress(address) : null}
        totals={totals}
      />
    </Card>
  );
}
