import { Tooltip, Tag } from 'antd';

/** A line the shop can no longer sell (stopped, not for sale, out of stock): out of the total. */
export function UnavailableTag() {
  return (
    <Tooltip title="Sản phẩm đã hết hàng hoặc ngừng kinh doanh, không được tính vào tổng tiền">
      <Tag color="default">Không còn bán</Tag>
    </Tooltip>
  );
}
