import { PAGE_SEO, supportReplyText } from '@salon/shared';
import type { ReactNode } from 'react';
import { Link, useSearchParams } from 'react-router';
import type { PageData } from '../../../app/ssr/page-data';
import { usePageTitle } from '../../../lib/use-page-title';
import { publicBranchesQuery } from '../../branches/api/public-branches';
import { publicSettingsQuery, usePublicSettings } from '../../settings/api/public-settings';
import { HelpFaq } from '../components/HelpFaq';
import { HelpGuides } from '../components/HelpGuides';
import { HelpSupport } from '../components/HelpSupport';
import { HelpVideos } from '../components/HelpVideos';
import { PageBanner } from '../components/PageBanner';
import help from '../components/help.module.css';
import { helpTab, type HelpTab } from '../help-tab';

/**
 * The settings every tab quotes (booking window, delivery fees, support hours) and the branches'
 * hours the support tab shows. The FAQ's vote counts are the visitor's own and load in the
 * browser.
 */
export const pageData: PageData = async ({ queryClient, url }) => {
  await Promise.all([
    queryClient.prefetchQuery(publicSettingsQuery),
    helpTab(url.searchParams) === 'support'
      ? queryClient.prefetchQuery(publicBranchesQuery())
      : undefined,
  ]);
};

const TABS: { key: HelpTab; label: string; panel: () => ReactNode }[] = [
  { key: 'guides', label: 'Hướng dẫn', panel: () => <HelpGuides /> },
  { key: 'faq', label: 'Hỏi đáp', panel: () => <HelpFaq /> },
  { key: 'videos', label: 'Video', panel: () => <HelpVideos /> },
  { key: 'support', label: 'Hỗ trợ', panel: () => <HelpSupport /> },
];

/**
 * `/tro-giup`, `/help`; the open tab is kept in the address (`?tab=faq`), so each tab is a link
 * that works before the script runs.
 */
export function HelpPage() {
  usePageTitle(PAGE_SEO.help.title);
  const replyText = supportReplyText(usePublicSettings().settings.support);
  const [params] = useSearchParams();
  const tab = helpTab(params);
  const open = TABS.find((item) => item.key === tab) ?? TABS[0];

  return (
    <>
      <PageBanner
        eyebrow="Trung tâm trợ giúp"
        title="Chúng tôi có thể giúp gì cho bạn?"
        text={`Hướng dẫn đặt lịch, mua hàng, thanh toán và câu trả lời cho những thắc mắc thường gặp. ${replyText}.`}
      />
      <div className={`container ${help.tabs}`} id="help-tabs">
        <div className={help.tabList} role="tablist">
          {TABS.map((item) => (
            <Link
              key={item.key}
              id={`help-tab-${item.key}`}
              role="tab"
              aria-selected={item.key === tab}
              aria-controls="help-panel"
              className={help.tab}
              to={{ search: item.key === 'guides' ? '' : `?tab=${item.key}` }}
              replace
              preventScrollReset
            >
              {item.label}
            </Link>
          ))}
        </div>
        <div id="help-panel" role="tabpanel" aria-labelledby={`help-tab-${tab}`}>
          {open?.panel()}
        </div>
      </div>
    </>
  );
}
