import { PAGE_SEO } from '@salon/shared';
import { usePageTitle } from '../../../lib/use-page-title';
import { LegalDocument } from '../components/LegalDocument';
import { PageBanner } from '../components/PageBanner';
import { PRIVACY_SECTIONS } from '../legal-content';
import type { PageData } from '../../../app/ssr/page-data';

/** The policy is fixed text: nothing to fetch. */
export const pageData: PageData = async () => {};

/** `/privacy`. */
export function PrivacyPage() {
  usePageTitle(PAGE_SEO.privacy.title);
  return (
    <>
      <PageBanner
        title="Chính sách bảo mật"
        text="Cách chúng tôi thu thập, sử dụng và bảo vệ dữ liệu cá nhân của bạn theo Nghị định 13/2023/NĐ-CP."
      />
      <LegalDocument sections={PRIVACY_SECTIONS} />
    </>
  );
}
