import { PAGE_SEO } from '@salon/shared';
import { usePageTitle } from '../../../lib/use-page-title';
import { LegalDocument } from '../components/LegalDocument';
import { PageBanner } from '../components/PageBanner';
import { termsSections } from '../legal-content';
import { publicSettingsQuery, usePublicSettings } from '../../settings/api/public-settings';
import { useMemo } from 'react';
import type { PageData } from '../../../app/ssr/page-data';

/** The terms quote the salon's delivery fees and support hours from its settings. */
export const pageData: PageData = async ({ queryClient }) => {
  await queryClient.prefetchQuery(publicSettingsQuery);
};

/** `/terms`. */
export function TermsPage() {
  usePageTitle(PAGE_SEO.terms.title);
  const { delivery, support } = usePublicSettings().settings;
  const sections = useMemo(() => termsSections({ delivery, support }), [delivery, support]);
  return (
    <>
      <PageBanner
        title="Điều khoản sử dụng"
        text="Những thỏa thuận giữa bạn và Salon Tóc Việt khi sử dụng website, đặt lịch và mua hàng."
      />
      <LegalDocument sections={sections} />
    </>
  );
}
