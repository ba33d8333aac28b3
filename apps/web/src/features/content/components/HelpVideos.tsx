import { PlayCircleOutlined } from '@ant-design/icons';
import { HELP_VIDEOS } from '@salon/shared';
import { Alert, Card, Col, Row } from 'antd';
import styles from './content.module.css';
import help from './help.module.css';

/** Video guides are announced; the four placeholders show what is coming. */
export function HelpVideos() {
  return (
    <>
      <Alert
        type="info"
        showIcon
        title="Video hướng dẫn sắp ra mắt"
        description="Chúng tôi đang hoàn thiện loạt video hướng dẫn. Trong lúc chờ, bạn có thể xem các hướng dẫn bằng chữ hoặc liên hệ bộ phận hỗ trợ."
        className={help.alert}
      />
      <Row gutter={[16, 16]}>
        {HELP_VIDEOS.map((video) => (
          <Col xs={24} sm={12} lg={6} key={video.id}>
            <Card
              className={styles.card}
              cover={
                <div className={help.videoCover} aria-hidden>
                  <PlayCircleOutlined />
                  <span className={help.videoSoon}>Sắp ra mắt</span>
                </div>
              }
            >
              <h3 className={styles.cardTitle}>{video.title}</h3>
              <p className={styles.muted}>Thời lượng dự kiến {video.duration}</p>
            </Card>
          </Col>
        ))}
      </Row>
    </>
  );
}
