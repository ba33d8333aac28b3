import PlayCircleOutlined from '@ant-design/icons-svg/es/asn/PlayCircleOutlined';
import { HELP_VIDEOS } from '@salon/shared';
import { Alert, Icon } from '../../../ui';
import { ContentCard } from './ContentCard';
import styles from './content.module.css';
import help from './help.module.css';

/** Video guides are announced; the four placeholders show what is coming. */
export function HelpVideos() {
  return (
    <>
      <Alert
        type="info"
        title="Video hướng dẫn sắp ra mắt"
        description="Chúng tôi đang hoàn thiện loạt video hướng dẫn. Trong lúc chờ, bạn có thể xem các hướng dẫn bằng chữ hoặc liên hệ bộ phận hỗ trợ."
        className={help.alert}
      />
      <div className={styles.grid4}>
        {HELP_VIDEOS.map((video) => (
          <ContentCard
            className={styles.card}
            key={video.id}
            cover={
              <div className={help.videoCover} aria-hidden>
                <Icon icon={PlayCircleOutlined} />
                <span className={help.videoSoon}>Sắp ra mắt</span>
              </div>
            }
          >
            <h3 className={styles.cardTitle}>{video.title}</h3>
            <p className={styles.muted}>Thời lượng dự kiến {video.duration}</p>
          </ContentCard>
        ))}
      </div>
    </>
  );
}
