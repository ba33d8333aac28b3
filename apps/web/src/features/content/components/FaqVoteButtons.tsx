import { DislikeFilled, DislikeOutlined, LikeFilled, LikeOutlined } from '@ant-design/icons';
import type { FaqVoteCount } from '@salon/shared';
import { Button, Space } from 'antd';
import help from './help.module.css';

/** "Was this helpful?" with the counts and the visitor's own vote. */
export function FaqVoteButtons({
  count,
  myVote,
  pending,
  onVote,
}: {
  count: FaqVoteCount | undefined;
  myVote: boolean | undefined;
  pending: boolean;
  onVote: (helpful: boolean) => void;
}) {
  return (
    <div className={help.vote}>
      <span>Câu trả lời này có hữu ích không?</span>
      <Space wrap>
        <Button
          size="small"
          type={myVote === true ? 'primary' : 'default'}
          icon={myVote === true ? <LikeFilled /> : <LikeOutlined />}
          aria-pressed={myVote === true}
          disabled={pending}
          onClick={() => onVote(true)}
        >
          Có ({count?.helpful ?? 0})
        </Button>
        <Button
          size="small"
          type={myVote === false ? 'primary' : 'default'}
          danger={myVote === false}
          icon={myVote === false ? <DislikeFilled /> : <DislikeOutlined />}
          aria-pressed={myVote === false}
          disabled={pending}
          onClick={() => onVote(false)}
        >
          Không ({count?.not_helpful ?? 0})
        </Button>
      </Space>
      {myVote !== undefined ? <span className={help.voted}>Cảm ơn bạn đã phản hồi!</span> : null}
    </div>
  );
}
