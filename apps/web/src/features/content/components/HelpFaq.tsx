import FireOutlined from '@ant-design/icons-svg/es/asn/FireOutlined';
import SearchOutlined from '@ant-design/icons-svg/es/asn/SearchOutlined';
import { FAQ_CATEGORIES, HELP_MESSAGES, helpFaqs, popularFaqs, searchFaqs } from '@salon/shared';
import { useMemo, useState } from 'react';
import { errorText } from '../../../lib/api-client';
import { Alert, Collapse, Empty, Icon, Input, SkeletonText, Tag } from '../../../ui';
import { usePublicSettings } from '../../settings/api/public-settings';
import { useFaqStats, useFaqVote } from '../api/faq-votes';
import { ContentCard } from './ContentCard';
import { FaqVoteButtons } from './FaqVoteButtons';
import help from './help.module.css';

/** 15 questions, searched without diacritics; popular ones ranked by real helpful votes. */
export function HelpFaq() {
  const [term, setTerm] = useState('');
  const [open, setOpen] = useState<string[]>([]);
  const stats = useFaqStats();
  const vote = useFaqVote();
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
  const voteError =
    vote.isError && !vote.isPending ? errorText(vote.error, HELP_MESSAGES.voteFailed) : null;

  return (
    <div className={help.faqLayout}>
      <div>
        <Input
          size="large"
          allowClear
          prefix={<Icon icon={SearchOutlined} />}
          placeholder="Tìm câu hỏi, ví dụ: huy lich, thanh toan…"
          aria-label="Tìm câu hỏi thường gặp"
          value={term}
          onChange={setTerm}
          className={help.search}
        />
        {stats.isError ? (
          <Alert type="warning" title={HELP_MESSAGES.statsLoadFailed} className={help.alert} />
        ) : null}
        {voteError ? <Alert type="error" title={voteError} className={help.alert} /> : null}
        {found.length === 0 ? (
          <Empty description={HELP_MESSAGES.noFaqResults} />
        ) : (
          <Collapse
            open={open}
            onChange={setOpen}
            items={found.map((faq) => ({
              key: faq.id,
              label: (
                <>
                  <Tag color="green" className={help.categoryTag}>
                    {FAQ_CATEGORIES[faq.category]}
                  </Tag>
                  {faq.question}
                </>
              ),
              children: (
                <>
                  <p className={help.answer}>{faq.answer}</p>
                  <FaqVoteButtons
                    count={counts[faq.id]}
                    myVote={myVotes[faq.id]}
                    pending={vote.isPending && vote.variables.faqId === faq.id}
                    onVote={(helpful) => vote.mutate({ faqId: faq.id, helpful })}
                  />
                </>
              ),
            }))}
          />
        )}
      </div>
      <ContentCard
        className={help.popularCard}
        title={
          <span className={help.popularHead}>
            <Icon icon={FireOutlined} /> Câu hỏi phổ biến
          </span>
        }
      >
        {stats.isPending ? (
          <SkeletonText lines={5} />
        ) : (
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
        )}
      </ContentCard>
    </div>
  );
}
