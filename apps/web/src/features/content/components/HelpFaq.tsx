import { FireOutlined, SearchOutlined } from '@ant-design/icons';
import { FAQ_CATEGORIES, HELP_MESSAGES, helpFaqs, popularFaqs, searchFaqs } from '@salon/shared';
import { Alert, App, Card, Collapse, Empty, Input, Tag } from 'antd';
import { useMemo, useState } from 'react';
import { errorText } from '../../../lib/api-client';
import { usePublicSettings } from '../../settings/api/public-settings';
import { useFaqStats, useFaqVote } from '../api/faq-votes';
import { FaqVoteButtons } from './FaqVoteButtons';
import help from './help.module.css';

/** 15 questions, searched without diacritics; popular ones ranked by real helpful votes. */
export function HelpFaq() {
  const [term, setTerm] = useState('');
  const [open, setOpen] = useState<string[]>([]);
  const stats = useFaqStats();
  const vote = useFaqVote();
  const { message } = App.useApp();
  const counts = stats.data?.counts ?? {};
  const myVotes = stats.data?.my_votes ?? {};
  // The answers quote the salon's settings (how far ahead one may book), as the consultant does.
  const { system, delivery } = usePublicSettings().settings;
  const advanceDays = system.booking_advance_days;
  const faqs = useMemo(
    () => helpFaqs({ bookingAdvanceDays: advanceDays, delivery }),
    [advanceDays, delivery],
  );

  const found = useMemo(() => searchFaqs(faqs, term), [faqs, term]);
  const popular = useMemo(() => popularFaqs(faqs, stats.data?.counts ?? {}, 5), [faqs, stats.data]);

  const onVote = (faqId: string, helpful: boolean) =>
    vote.mutate(
      { faqId, helpful },
      { onError: (error) => void message.error(errorText(error, HELP_MESSAGES.voteFailed)) },
    );

  return (
    <div className={help.faqLayout}>
      <div>
        <Input
          size="large"
          allowClear
          prefix={<SearchOutlined />}
          placeholder="Tìm câu hỏi, ví dụ: huy lich, thanh toan…"
          aria-label="Tìm câu hỏi thường gặp"
          value={term}
          onChange={(event) => setTerm(event.target.value)}
          className={help.search}
        />
        {stats.isError ? (
          <Alert
            type="warning"
            showIcon
            title={HELP_MESSAGES.statsLoadFailed}
            className={help.alert}
          />
        ) : null}
        {found.length === 0 ? (
          <Empty description={HELP_MESSAGES.noFaqResults} />
        ) : (
          <Collapse
            activeKey={open}
            onChange={(keys) => setOpen(Array.isArray(keys) ? keys : [keys])}
            items={found.map((faq) => ({
              key: faq.id,
              label: (
                <span>
                  <Tag color="green" className={help.categoryTag}>
                    {FAQ_CATEGORIES[faq.category]}
                  </Tag>
                  {faq.question}
                </span>
              ),
              children: (
                <>
                  <p className={help.answer}>{faq.answer}</p>
                  <FaqVoteButtons
                    count={counts[faq.id]}
                    myVote={myVotes[faq.id]}
                    pending={vote.isPending && vote.variables.faqId === faq.id}
                    onVote={(helpful) => onVote(faq.id, helpful)}
                  />
                </>
              ),
            }))}
          />
        )}
      </div>
      <Card
        className={help.popularCard}
        title={
          <span>
            <FireOutlined /> Câu hỏi phổ biến
          </span>
        }
        loading={stats.isPending}
      >
        <ol className={help.popular}>
          {popular.map((faq) => (
            <li key={faq.id}>
              <button
                type="button"
                className={help.popularLink}
                onClick={() => {
                  setTerm('');
                  setOpen([faq.id]);
                  document.getElementById('help-tabs')?.scrollIntoView({ behavior: 'smooth' });
                }}
              >
                {faq.question}
              </button>
              {counts[faq.id]?.helpful ? (
                <span className={help.popularCount}>{counts[faq.id]?.helpful} lượt hữu ích</span>
              ) : null}
            </li>
          ))}
        </ol>
      </Card>
    </div>
  );
}
