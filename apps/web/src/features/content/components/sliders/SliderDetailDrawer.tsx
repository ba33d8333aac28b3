import {
  SLIDER_BUTTON_STYLE_LABELS,
  SLIDER_POSITION_LABELS,
  SLIDER_TARGET_LABELS,
  SLIDER_TYPE_LABELS,
  type AdminSlider,
} from '@salon/shared';
import { Descriptions, Drawer } from 'antd';
import { formatDateTime } from '../../../../lib/format-date';
import { formatDate } from './slider-format';
import { SliderStatusTag } from './SliderStatusTag';
import styles from './sliders.module.css';

/** A slider's details, in a side drawer 720 wide. */
export function SliderDetailDrawer({
  slider,
  onClose,
}: {
  slider: AdminSlider | null;
  onClose: () => void;
}) {
  return (
    <Drawer
      open={slider !== null}
      onClose={onClose}
      title="Chi tiết slider"
      size={720}
      className={styles.drawer}
    >
      {slider ? (
        <>
          <img
            className={styles.drawerImage}
            src={slider.image_url}
            alt={slider.title}
            width={1600}
            height={600}
          />
          {slider.mobile_image_url ? (
            <img
              className={styles.drawerMobileImage}
              src={slider.mobile_image_url}
              alt={`${slider.title} (điện thoại)`}
              width={300}
              height={400}
            />
          ) : null}
          <Descriptions column={1} bordered size="small">
            <Descriptions.Item label="Tiêu đề">{slider.title}</Descriptions.Item>
            <Descriptions.Item label="Phụ đề">{slider.subtitle ?? '—'}</Descriptions.Item>
            <Descriptions.Item label="Mô tả">{slider.description ?? '—'}</Descriptions.Item>
            <Descriptions.Item label="Loại">{SLIDER_TYPE_LABELS[slider.type]}</Descriptions.Item>
            <Descriptions.Item label="Vị trí">
              {SLIDER_POSITION_LABELS[slider.position]}
            </Descriptions.Item>
            <Descriptions.Item label="Trạng thái">
              <SliderStatusTag status={slider.display_status} />
            </Descriptions.Item>
            <Descriptions.Item label="Liên kết">
              {slider.link_url ?? '/booking (mặc định)'}
            </Descriptions.Item>
            <Descriptions.Item label="Chữ trên nút">{slider.link_text ?? '—'}</Descriptions.Item>
            <Descriptions.Item label="Kiểu nút">
              {SLIDER_BUTTON_STYLE_LABELS[slider.button_style]}
            </Descriptions.Item>
            <Descriptions.Item label="Mở liên kết">
              {SLIDER_TARGET_LABELS[slider.target_type]}
            </Descriptions.Item>
            <Descriptions.Item label="Thứ tự">{slider.sort_order}</Descriptions.Item>
            <Descriptions.Item label="Thời gian hiển thị">
              {slider.is_scheduled
                ? `${formatDate(slider.start_date) ?? 'Không giới hạn'} – ${formatDate(slider.end_date) ?? 'Không giới hạn'}`
                : 'Luôn hiển thị'}
            </Descriptions.Item>
            <Descriptions.Item label="Lượt hiển thị">{slider.impression_count}</Descriptions.Item>
            <Descriptions.Item label="Lượt nhấn">{slider.click_count}</Descriptions.Item>
            <Descriptions.Item label="Tỷ lệ nhấn">{slider.click_through_rate}%</Descriptions.Item>
            <Descriptions.Item label="Ngày tạo">
              {formatDateTime(slider.created_at)}
            </Descriptions.Item>
            <Descriptions.Item label="Cập nhật">
              {formatDateTime(slider.updated_at)}
            </Descriptions.Item>
          </Descriptions>
        </>
      ) : null}
    </Drawer>
  );
}
