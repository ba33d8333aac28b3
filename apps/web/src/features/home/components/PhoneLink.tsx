import PhoneOutlined from '@ant-design/icons-svg/es/asn/PhoneOutlined';
import { ButtonLink, Icon } from '../../../ui';
import { telHref } from '../tel-href';
import styles from './hero-banner.module.css';

/** The hotline as a white outlined button over the hero. */
export function PhoneLink({ hotline }: { hotline: string }) {
  return (
    <ButtonLink
      size="large"
      className={styles.ghost}
      icon={<Icon icon={PhoneOutlined} />}
      href={telHref(hotline)}
    >
      {hotline}
    </ButtonLink>
  );
}
