import { PAGE_SEO } from '@salon/shared';
import { Col, Row } from 'antd';
import { useState } from 'react';
import { usePageTitle } from '../../../lib/use-page-title';
import { BookingCta } from '../components/BookingCta';
import { BranchSelector, useContactBranches } from '../components/BranchSelector';
import { ContactForm } from '../components/ContactForm';
import { PageBanner } from '../components/PageBanner';
import { PositionBanner } from '../components/PositionBanner';
import { QuickContactCards } from '../components/QuickContactCards';
import styles from '../components/content.module.css';

const HEADING = 'Chúng tôi luôn sẵn sàng lắng nghe';

/** `/lien-he`, `/contact`: the banners of the 'contact' position, else the built-in one. */
export function ContactPage() {
  usePageTitle(PAGE_SEO.contact.title);
  const { branches, isLoading, usingDefaults } = useContactBranches();
  const [branchId, setBranchId] = useState<number | undefined>(undefined);
  const selectedId = branchId ?? branches[0]?.id;

  return (
    <>
      <PositionBanner
        position="contact"
        label="Banner liên hệ"
        heading={HEADING}
        fallback={
          <PageBanner
            eyebrow="Liên hệ"
            title={HEADING}
            text="Cần tư vấn kiểu tóc, hỏi về lịch hẹn, đơn hàng hay muốn góp ý? Gửi tin nhắn hoặc gọi hotline, đội ngũ Salon Tóc Việt sẽ phản hồi sớm nhất."
          />
        }
      />
      <section className={`container ${styles.section}`} aria-label="Thông tin liên hệ nhanh">
        <QuickContactCards />
      </section>
      <section className={`container ${styles.section}`}>
        <Row gutter={[24, 24]}>
          <Col xs={24} lg={14}>
            <ContactForm branchId={branchId} />
          </Col>
          <Col xs={24} lg={10}>
            <BranchSelector
              branches={branches}
              isLoading={isLoading}
              usingDefaults={usingDefaults}
              selectedId={selectedId}
              onSelect={setBranchId}
            />
          </Col>
        </Row>
      </section>
      <BookingCta
        title="Muốn đặt lịch ngay?"
        text="Không cần chờ phản hồi: chọn giờ còn trống và đặt lịch trực tuyến chỉ trong một phút."
      />
    </>
  );
}
