import { CustomerServiceOutlined, PlusOutlined, ReloadOutlined } from '@ant-design/icons';
import { MY_APPOINTMENTS_MESSAGES as M } from '@salon/shared';
import { Alert, Breadcrumb, Button, Card, Skeleton } from 'antd';
import { useState } from 'react';
import { Link, useParams } from 'react-router';
import { LinkButton } from '../../../components/LinkButton';
import { ApiError } from '../../../lib/api-client';
import { usePageTitle } from '../../../lib/use-page-title';
import { useMyAppointment } from '../api/appointment-detail';
import {
  AppointmentActionModal,
  type AppointmentAction,
} from '../components/AppointmentActionModal';
import { AppointmentActions } from '../components/AppointmentActions';
import { AppointmentStatusTag } from '../components/AppointmentStatusTag';
import { AppointmentInfoCard } from '../components/detail/AppointmentInfoCard';
import { BranchCard } from '../components/detail/BranchCard';
import { CustomerCard } from '../components/detail/CustomerCard';
import { PhotosCard } from '../components/detail/PhotosCard';
import { ProgressCard } from '../components/detail/ProgressCard';
import { ReviewCard } from '../components/detail/ReviewCard';
import { ServiceCard } from '../components/detail/ServiceCard';
import { StylistCard } from '../components/detail/StylistCard';
import styles from '../components/detail/appointment-detail.module.css';

function parseId(raw: string | undefined): number {
  return raw && /^\d{1,10}$/.test(raw) ? Number(raw) : 0;
}

/** /chi-tiet-lich-hen/:id, /appointment-detail/:id: one of the customer's appointments. */
export function AppointmentDetailPage() {
  usePageTitle('Chi tiết lịch hẹn');
  const id = parseId(useParams().id);
  const detail = useMyAppointment(id);
  const [action, setAction] = useState<AppointmentAction | null>(null);

  const crumbs = (
    <Breadcrumb
      className={styles.breadcrumb}
      items={[
        { title: <Link to="/">Trang chủ</Link> },
        { title: <Link to="/lich-hen">Lịch hẹn của tôi</Link> },
        { title: detail.data?.code ?? 'Chi tiết' },
      ]}
    />
  );

  if (id === 0 || (detail.error instanceof ApiError && detail.error.status === 404)) {
    return (
      <div className={`container ${styles.page}`}>
        {crumbs}
        <h1 className={`${styles.title} ${styles.stateTitle}`}>Chi tiết lịch hẹn</h1>
        <Alert
          type="warning"
          showIcon
          title="Không tìm thấy lịch hẹn"
          description="Lịch hẹn không tồn tại hoặc không thuộc tài khoản của bạn."
          action={<LinkButton to="/lich-hen">Về danh sách</LinkButton>}
        />
      </div>
    );
  }
  if (detail.isError) {
    return (
      <div className={`container ${styles.page}`}>
        {crumbs}
        <h1 className={`${styles.title} ${styles.stateTitle}`}>Chi tiết lịch hẹn</h1>
        <Alert
          type="error"
          showIcon
          title={M.detailLoadFailed}
          description={detail.error.message}
          action={
            <Button icon={<ReloadOutlined />} onClick={() => void detail.refetch()}>
              Thử lại
            </Button>
          }
        />
      </div>
    );
  }
  if (detail.isPending) {
    return (
      <div className={`container ${styles.page}`} aria-busy="true">
        {crumbs}
        <Card>
          <Skeleton active paragraph={{ rows: 8 }} />
        </Card>
      </div>
    );
  }

  const appointment = detail.data;
  return (
    <div className={`container ${styles.page}`}>
      {crumbs}
      <header className={styles.header}>
        <div className={styles.heading}>
          <h1 className={styles.title}>{appointment.service.name}</h1>
          <span className={styles.muted}>Mã lịch hẹn {appointment.code}</span>
        </div>
        <AppointmentStatusTag status={appointment.status} />
      </header>
      <div className={styles.actions} role="group" aria-label="Thao tác">
        <AppointmentActions
          appointment={appointment}
          showDetail={false}
          onAction={(kind) => setAction({ kind, appointment })}
        />
        <LinkButton icon={<PlusOutlined />} to="/dat-lich">
          Đặt lịch mới
        </LinkButton>
        <LinkButton icon={<CustomerServiceOutlined />} to="/lien-he">
          Liên hệ hỗ trợ
        </LinkButton>
      </div>
      <div className={styles.layout}>
        <div className={styles.column}>
          <AppointmentInfoCard appointment={appointment} />
          <ServiceCard appointment={appointment} />
          <StylistCard stylist={appointment.stylist} />
          <PhotosCard title="Ảnh trước khi làm" photos={appointment.before_images} />
          <PhotosCard title="Ảnh sau khi làm" photos={appointment.after_images} />
          <ReviewCard
            appointment={appointment}
            onReview={() => setAction({ kind: 'review', appointment })}
          />
        </div>
        <div className={styles.column}>
          <ProgressCard appointment={appointment} />
          <BranchCard branch={appointment.branch} />
          <CustomerCard customer={appointment.customer} />
        </div>
      </div>
      <AppointmentActionModal action={action} onClose={() => setAction(null)} />
    </div>
  );
}
