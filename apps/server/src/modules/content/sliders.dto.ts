/** Slider rows to the storefront's and the back office's DTOs. */
import { sliderDisplayStatus, type AdminSlider, type PublicSlider } from '@salon/shared';
import type { SliderRow } from '../../db/schema.js';

export function toPublicSlider(row: SliderRow): PublicSlider {
  return {
    id: row.id,
    title: row.title,
    subtitle: row.subtitle,
    description: row.description,
    type: row.type,
    position: row.position,
    image_url: row.image_url,
    thumbnail_url: row.thumbnail_url,
    mobile_image_url: row.mobile_image_url,
    link_url: row.link_url,
    link_text: row.link_text,
    button_style: row.button_style,
    target_type: row.target_type,
    sort_order: row.sort_order,
  };
}

export function toAdminSlider(row: SliderRow, today: string): AdminSlider {
  const status = sliderDisplayStatus(row, today);
  const impressions = Number(row.impression_count);
  const clicks = Number(row.click_count);
  return {
    ...toPublicSlider(row),
    start_date: row.start_date,
    end_date: row.end_date,
    is_active: row.is_active,
    impression_count: impressions,
    click_count: clicks,
    click_through_rate: impressions > 0 ? Math.round((clicks / impressions) * 1000) / 10 : 0,
    display_status: status,
    is_scheduled: row.start_date !== null || row.end_date !== null,
    is_upcoming: row.is_active && row.start_date !== null && row.start_date > today,
    is_expired: row.is_active && row.end_date !== null && row.end_date < today,
    created_at: row.created_at,
    updated_at: row.updated_at,
  };
}
