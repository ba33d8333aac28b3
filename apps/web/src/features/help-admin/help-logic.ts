import type { BackOfficeFaqVotes } from '@salon/shared';

/** "3 ngày 4 giờ 5 phút", or "42 giây" under a minute. */
export function formatUptime(seconds: number): string {
  const whole = Math.max(0, Math.floor(seconds));
  if (whole < 60) return `${whole} giây`;
  const days = Math.floor(whole / 86_400);
  const hours = Math.floor((whole % 86_400) / 3_600);
  const minutes = Math.floor((whole % 3_600) / 60);
  return [days ? `${days} ngày` : '', hours ? `${hours} giờ` : '', minutes ? `${minutes} phút` : '']
    .filter(Boolean)
    .join(' ');
}

const NO_VOTES: BackOfficeFaqVotes = {
  helpful: 0,
  not_helpful: 0,
  rating_count: 0,
  rating_average: null,
  mine: null,
};

/** The votes of one answer, zero when nobody voted yet. */
export function votesOf(map: Record<string, BackOfficeFaqVotes> | undefined, id: string) {
  return map?.[id] ?? NO_VOTES;
}

/** "4,5/5 (2 lượt)" or "Chưa có đánh giá". */
export function ratingText(votes: BackOfficeFaqVotes): string {
  if (votes.rating_average === null || votes.rating_count === 0) return 'Chưa có đánh giá';
  const average = votes.rating_average.toLocaleString('vi-VN', { maximumFractionDigits: 1 });
  return `${average}/5 (${votes.rating_count} lượt)`;
}

/** "2 người thấy hữu ích" from the counts. */
export function helpfulText(votes: BackOfficeFaqVotes): string {
  const total = votes.helpful + votes.not_helpful;
  if (total === 0) return 'Chưa có ai bình chọn';
  return `${votes.helpful}/${total} người thấy hữu ích`;
}
