import { PAGE_SEO } from '@salon/shared';
import { usePageTitle } from '../../../lib/use-page-title';
import { LegalDocument } from '../components/LegalDocument';
import { PageBanner } from '../components/PageBanner';
import { TERMS_SECTIONS } from '../legal-content';

/** `/terms`. */
export function TermsPage() {
  usePageTitle(PAGE_SEO.terms.title);
  return (
    <>
      <PageBanner
        title="Điều khoản sử dụng"
        text="Những thỏa thuận giữa bạn và Salon Tóc Việt khi sử dụng website, đặt lịch và mua hàng."
      />
      <LegalDocument sections={TERMS_SECTIONS} />
    </>
  );
}
