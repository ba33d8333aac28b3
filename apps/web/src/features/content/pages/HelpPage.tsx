import { PAGE_SEO, supportReplyText } from '@salon/shared';
import { usePublicSettings } from '../../settings/api/public-settings';
import { Tabs } from 'antd';
import { useSearchParams } from 'react-router';
import { usePageTitle } from '../../../lib/use-page-title';
import { HelpFaq } from '../components/HelpFaq';
import { HelpGuides } from '../components/HelpGuides';
import { HelpSupport } from '../components/HelpSupport';
import { HelpVideos } from '../components/HelpVideos';
import { PageBanner } from '../components/PageBanner';
import help from '../components/help.module.css';

const TABS = ['guides', 'faq', 'videos', 'support'] as const;
type HelpTab = (typeof TABS)[number];

/** `/tro-giup`, `/help`; the open tab is kept in the address (`?tab=faq`). */
export function HelpPage() {
  usePageTitle(PAGE_SEO.help.title);
  const replyText = supportReplyText(usePublicSettings().settings.support);
  const [params, setParams] = useSearchParams();
  const requested = params.get('tab');
  const tab: HelpTab = TABS.includes(requested as HelpTab) ? (requested as HelpTab) : 'guides';

  return (
    <>
      <PageBanner
        eyebrow="Trung tâm trợ giúp"
        title="Chúng tôi có thể giúp gì cho bạn?"
        text={`Hướng dẫn đặt lịch, mua hàng, thanh toán và câu trả lời cho những thắc mắc thường gặp. ${replyText}.`}
      />
      <div className={`container ${help.tabs}`} id="help-tabs">
        <Tabs
          activeKey={tab}
          size="large"
          onChange={(key) => setParams(key === 'guides' ? {} : { tab: key }, { replace: true })}
          items={[
            { key: 'guides', label: 'Hướng dẫn', children: <HelpGuides /> },
            { key: 'faq', label: 'Hỏi đáp', children: <HelpFaq /> },
            { key: 'videos', label: 'Video', children: <HelpVideos /> },
            { key: 'support', label: 'Hỗ trợ', children: <HelpSupport /> },
          ]}
        />
      </div>
    </>
  );
}
