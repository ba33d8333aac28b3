import { DislikeOutlined, LikeOutlined } from '@ant-design/icons';
import {
  BACK_OFFICE_HELP_MESSAGES as M,
  searchBackOfficeFaqs,
  type BackOfficeFaq,
  type FaqVoteInput,
} from '@salon/shared';
import { Alert, App, Button, Collapse, Empty, Input, Rate, Skeleton } from 'antd';
import { useState } from 'react';
import { errorText } from '../../../lib/api-client';
import { useFaqVotes, useVoteFaq } from '../api/help-admin';
import { helpfulText, ratingText, votesOf } from '../help-logic';
import styles from './help-admin.module.css';

/** The 5 questions: search, a 1-5 rating and helpful yes/no, stored per person on the server. */
export function FaqTab() {
  const { message } = App.useApp();
  const [term, setTerm] = useState('');
  // A search opens every answer it finds; otherwise the person opens what they want.
  const [active, setActive] = useState<string[]>([]);
  const votes = useFaqVotes();
  const vote = useVoteFaq();
  const faqs = searchBackOfficeFaqs(term);

  const cast = (faq: BackOfficeFaq, change: FaqVoteInput) => {
    vote.mutate(
      { id: faq.id, vote: change },
      {
        onSuccess: () => void message.success(M.voteSaved),
        onError: (error) => void message.error(errorText(error, 'Không thể ghi nhận đánh giá')),
      },
    );
  };

  const body = (faq: BackOfficeFaq) => {
    const counts = votesOf(votes.data, faq.id);
    const mine = counts.mine;
    return (
      <div>
        <p className={styles.wrap}>{faq.answer}</p>
        {votes.isLoading ? (
          <Skeleton.Input active size="small" />
        ) : (
          <div className={styles.faqActions} data-faq={faq.id}>
            <span>Câu trả lời này có hữu ích?</span>
            <Button
              size="small"
              icon={<LikeOutlined />}
              type={mine?.helpful === true ? 'primary' : 'default'}
              aria-pressed={mine?.helpful === true}
              loading={vote.isPending && vote.variables.id === faq.id}
              onClick={() => cast(faq, { helpful: mine?.helpful === true ? null : true })}
            >
              Có ({counts.helpful})
            </Button>
            <Button
              size="small"
              icon={<DislikeOutlined />}
              type={mine?.helpful === false ? 'primary' : 'default'}
              aria-pressed={mine?.helpful === false}
              onClick={() => cast(faq, { helpful: mine?.helpful === false ? null : false })}
            >
              Không ({counts.not_helpful})
            </Button>
            <span className={styles.muted}>{helpfulText(counts)}</span>
            <span>
              <Rate
                value={mine?.rating ?? 0}
                onChange={(value) => cast(faq, { rating: value === 0 ? null : value })}
                aria-label={`Chấm điểm câu trả lời: ${faq.question}`}
              />{' '}
              <span className={styles.muted}>{ratingText(counts)}</span>
            </span>
          </div>
        )}
      </div>
    );
  };

  return (
    <div className={styles.page}>
      <Input.Search
        allowClear
        placeholder="Tìm câu hỏi (không cần gõ dấu)"
        aria-label="Tìm câu hỏi"
        value={term}
        onChange={(event) => {
          const next = event.target.value;
          setTerm(next);
          setActive(next.trim() ? searchBackOfficeFaqs(next).map((faq) => faq.id) : []);
        }}
      />
      {votes.isError ? (
        <Alert
          type="error"
          showIcon
          message={errorText(votes.error, 'Không thể tải lượt đánh giá câu hỏi')}
          action={<Button onClick={() => void votes.refetch()}>Thử lại</Button>}
        />
      ) : null}
      {faqs.length === 0 ? (
        <Empty description="Không tìm thấy câu hỏi phù hợp" />
      ) : (
        <Collapse
          items={faqs.map((faq) => ({ key: faq.id, label: faq.question, children: body(faq) }))}
          activeKey={active}
          onChange={(keys) => setActive(Array.isArray(keys) ? keys : [keys])}
        />
      )}
    </div>
  );
}
