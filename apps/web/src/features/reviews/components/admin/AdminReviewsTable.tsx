import { EyeOutlined } from '@ant-design/icons';
import {
  REVIEW_LIMITS,
  REVIEW_MESSAGES,
  REVIEW_STATUS_LABELS,
  REVIEW_STATUSES,
  REVIEWABLE_TYPE_LABELS,
  REVIEWABLE_TYPES,
  type AdminReview,
  type ReviewableType,
  type ReviewStatus,
} from '@salon/shared';
import { Grid, App, Button, Input, Rate, Select, Space, Table, Tag, Typography } from 'antd';
import { useState } from 'react';
import { ApiError } from '../../../../lib/api-client';
import { formatDateTime } from '../../../../lib/format-date';
import { useAddressFilter } from '../../../../lib/use-address-filter';
import {
  useAdminReviews,
  useModerateReview,
  type AdminReviewFilters,
} from '../../api/admin-reviews';
import { authorOf, ReviewStatusTag } from './review-display';
import { ReviewDetailModal } from './ReviewDetailModal';
import { ListError } from '../../../admin/components/ListError';
import { useTablePageSize } from '../../../../components/use-table-page-size';
import { SECONDARY } from '../../../../components/table-columns';

/** Every review, newest first, 20 a page, with filters; approve and reject while pending. */
export function AdminReviewsTable() {
  const { message } = App.useApp();
  const wide = Grid.useBreakpoint().md ?? true;
  // A link may open the list filtered by status (the dashboard's pending-reviews card).
  const statusFromAddress = useAddressFilter('status', REVIEW_STATUSES);
  const [chosen, setFilters] = useState<AdminReviewFilters>(() => ({
    page: 1,
    status: statusFromAddress,
  }));
  const { pageSize, pageSizeOptions } = useTablePageSize(chosen.per_page, {
    max: REVIEW_LIMITS.adminPerPageMax,
  });
  const filters = { ...chosen, per_page: pageSize };
  const [openId, setOpenId] = useState<number | null>(null);
  const reviews = useAdminReviews(filters);
  const moderate = useModerateReview();
  const open = reviews.data?.data.find((review) => review.id === openId) ?? null;

  const update = (change: Partial<AdminReviewFilters>) =>
    setFilters((current) => ({ ...current, ...change, page: change.page ?? 1 }));

  const act = async (review: AdminReview, action: 'approve' | 'reject') => {
    try {
      await moderate.mutateAsync({ id: review.id, action });
      void message.success(
        action === 'approve' ? REVIEW_MESSAGES.approved : REVIEW_MESSAGES.rejected,
      );
    } catch (error) {
      const fallback =
        action === 'approve' ? REVIEW_MESSAGES.approveFailed : REVIEW_MESSAGES.rejectFailed;
      void message.error(
        error instanceof ApiError && error.status === 409 ? error.message : fallback,
      );
    }
  };

  return (
    <Space orientation="vertical" size={16} style={{ width: '100%' }}>
      <Space wrap>
        <Select<ReviewStatus | undefined>
          allowClear
          placeholder="Trạng thái"
          style={{ width: 150 }}
          value={filters.status}
          onChange={(status) => update({ status })}
          options={REVIEW_STATUSES.map((status) => ({
            value: status,
            label: REVIEW_STATUS_LABELS[status],
          }))}
          aria-label="Lọc theo trạng thái"
        />
        <Select<ReviewableType | undefined>
          allowClear
          placeholder="Loại"
          style={{ width: 130 }}
          value={filters.item_type}
          onChange={(item_type) => update({ item_type })}
          options={REVIEWABLE_TYPES.map((type) => ({
            value: type,
            label: REVIEWABLE_TYPE_LABELS[type],
          }))}
          aria-label="Lọc theo loại"
        />
        <Select<number | undefined>
          allowClear
          placeholder="Số sao"
          style={{ width: 120 }}
          value={filters.rating}
          onChange={(rating) => update({ rating })}
          options={[5, 4, 3, 2, 1].map((star) => ({ value: star, label: `${star} sao` }))}
          aria-label="Lọc theo số sao"
        />
        <Input.Search
          allowClear
          placeholder="Tìm theo nội dung, tên khách"
          style={{ width: 260, maxWidth: '100%' }}
          onSearch={(search) => update({ search: search.trim() || undefined })}
        />
      </Space>
      {reviews.isError ? (
        <ListError
          title={REVIEW_MESSAGES.loadFailed}
          error={reviews.error}
          onRetry={() => void reviews.refetch()}
        />
      ) : null}
      <Table<AdminReview>
        rowKey="id"
        size="middle"
        loading={reviews.isFetching}
        dataSource={reviews.data?.data ?? []}
        scroll={{ x: 'max-content' }}
        locale={{ emptyText: REVIEW_MESSAGES.noReviews }}
        pagination={{
          current: reviews.data?.meta.current_page ?? filters.page,
          pageSize,
          total: reviews.data?.meta.total ?? 0,
          showSizeChanger: true,
          pageSizeOptions,
          showTotal: (total) => `${total} đánh giá`,
          onChange: (page, size) =>
            update(size === pageSize ? { page } : { page: 1, per_page: size }),
        }}
        columns={[
          {
            title: 'Khách hàng',
            key: 'author',
            width: 170,
            render: (_, review) => authorOf(review),
          },
          {
            title: 'Dịch vụ / sản phẩm',
            // Secondary (in the detail too): shown on very wide screens, so status and
            // actions fit at 1280 px.
            responsive: SECONDARY,
            key: 'item',
            width: 200,
            render: (_, review) => (
              <Space orientation="vertical" size={0}>
                <span>{review.item_name ?? `#${review.item_id}`}</span>
                <Tag>{REVIEWABLE_TYPE_LABELS[review.item_type]}</Tag>
              </Space>
            ),
          },
          {
            title: 'Đánh giá',
            dataIndex: 'rating',
            width: 140,
            render: (rating: number) => <Rate disabled value={rating} style={{ fontSize: 13 }} />,
          },
          {
            title: 'Nội dung',
            key: 'content',
            width: 260,
            render: (_, review) => (
              <>
                <strong>{review.title}</strong>
                <Typography.Paragraph ellipsis={{ rows: 2 }} style={{ margin: 0 }}>
                  {review.content}
                </Typography.Paragraph>
              </>
            ),
          },
          {
            title: 'Trạng thái',
            dataIndex: 'status',
            width: 110,
            render: (status: ReviewStatus) => <ReviewStatusTag status={status} />,
          },
          {
            title: 'Ngày gửi',
            responsive: SECONDARY,
            dataIndex: 'created_at',
            width: 140,
            render: (date: string) => formatDateTime(date),
          },
          {
            title: 'Thao tác',
            key: 'actions',
            width: 210,
            // On a phone a fixed column would cover the others.
            fixed: wide ? 'right' : undefined,
            render: (_, review) => (
              <Space wrap size={4}>
                <Button size="small" icon={<EyeOutlined />} onClick={() => setOpenId(review.id)}>
                  Xem
                </Button>
                {review.status === 'pending' ? (
                  <>
                    <Button
                      size="small"
                      type="primary"
                      onClick={() => void act(review, 'approve')}
                      disabled={moderate.isPending}
                    >
                      Duyệt
                    </Button>
                    <Button
                      size="small"
                      danger
                      onClick={() => void act(review, 'reject')}
                      disabled={moderate.isPending}
                    >
                      Từ chối
                    </Button>
                  </>
                ) : null}
              </Space>
            ),
          },
        ]}
      />
      <ReviewDetailModal
        review={open}
        onClose={() => setOpenId(null)}
        moderating={moderate.isPending}
        onModerate={(review, action) => void act(review, action)}
      />
    </Space>
  );
}
