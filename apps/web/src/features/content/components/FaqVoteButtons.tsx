import DislikeFilled from '@ant-design/icons-svg/es/asn/DislikeFilled';
import DislikeOutlined from '@ant-design/icons-svg/es/asn/DislikeOutlined';
import LikeFilled from '@ant-design/icons-svg/es/asn/LikeFilled';
import LikeOutlined from '@ant-design/icons-svg/es/asn/LikeOutlined';
import type { FaqVoteCount } from '@salon/shared';
import { Button, Icon } from '../../../ui';
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
      <span className={help.voteButtons}>
        <Button
          variant={myVote === true ? 'primary' : 'default'}
          icon={<Icon icon={myVote === true ? LikeFilled : LikeOutlined} />}
          aria-pressed={myVote === true}
          disabled={pending}
          onClick={() => onVote(true)}
        >
          Có ({count?.helpful ?? 0})
        </Button>
        <Button
          variant={myVote === false ? 'danger' : 'default'}
          className={myVote === false ? help.votedNo : undefined}
          icon={<Icon icon={myVote === false ? DislikeFilled : DislikeOutlined} />}
          aria-pressed={myVote === false}
          disabled={pending}
          onClick={() => onVote(false)}
        >
          Không ({count?.not_helpful ?? 0})
        </Button>
      </span>
      {myVote !== undefined ? <span className={help.voted}>Cảm ơn bạn đã phản hồi!</span> : null}
    </div>
  );
}
