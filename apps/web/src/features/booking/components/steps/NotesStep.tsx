import { BOOKING_LIMITS } from '@salon/shared';
import { Input, Typography } from 'antd';
import type { BookingDraft, CustomerInfo } from '../../draft';
import { BookingSummary } from '../BookingSummary';

/** Step 5: optional notes (up to 500 characters) and the summary to confirm. */
export function NotesStep({
  draft,
  customer,
  onNotes,
}: {
  draft: BookingDraft;
  customer: CustomerInfo;
  onNotes: (notes: string) => void;
}) {
  return (
    <>
      <label htmlFor="booking-notes">
        <Typography.Text strong>Ghi chú (không bắt buộc)</Typography.Text>
      </label>
      <Input.TextArea
        id="booking-notes"
        rows={3}
        maxLength={BOOKING_LIMITS.notesMax}
        showCount
        placeholder="Ví dụ: tóc dài ngang vai, muốn tư vấn màu nhuộm..."
        value={draft.notes}
        onChange={(event) => onNotes(event.target.value)}
      />
      <BookingSummary draft={draft} customer={customer} />
      <Typography.Text type="secondary">
        Lịch hẹn ở trạng thái “Chờ xác nhận” cho đến khi salon xác nhận; bạn thanh toán tại salon.
      </Typography.Text>
    </>
  );
}
