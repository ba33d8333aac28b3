import { PAGE_SEO } from '@salon/shared';
import { usePageTitle } from '../../../lib/use-page-title';
import { AiConsultant } from '../components/AiConsultant';
import styles from './ai-chat-page.module.css';

/** /chat-tu-van: the AI consultant on a page of its own (the floating chat button opens it). */
export function AiChatPage() {
  usePageTitle(PAGE_SEO.aiChat.title);
  return (
    <div className={`container ${styles.page}`}>
      <div className={styles.header}>
        <h1 className={styles.title}>{PAGE_SEO.aiChat.title}</h1>
        <p className={styles.subtitle}>
          Hỏi trợ lý về giá, lịch còn trống và chi nhánh; cần người thật, chọn &lsquo;Nói chuyện với
          nhân viên&rsquo;.
        </p>
      </div>
      <AiConsultant />
    </div>
  );
}
