import type { PublicSlider } from '@salon/shared';
import { ButtonLink, type ButtonProps } from '../../../ui';
import { countSliderClick } from '../api/public-sliders';
import styles from './content.module.css';

/** Where a slider leads when it has no link of its own. */
export const DEFAULT_SLIDER_LINK = { to: '/booking', text: 'Đặt lịch ngay' } as const;

/** What a slider's button style looks like: a storefront button, outlined in white for ghosts. */
function buttonLook(style: PublicSlider['button_style']): {
  variant: ButtonProps['variant'];
  className?: string;
} {
  switch (style) {
    case 'secondary':
      return { variant: 'default' };
    case 'outline':
    case 'ghost':
      return { variant: 'default', className: styles.ghost };
    default:
      return { variant: 'primary' };
  }
}

/**
 * A slider's call to action: its link (inside the site through the router, elsewhere as a plain
 * link, in a new tab when asked) or the booking page; each click is counted.
 */
export function SliderLinkButton({
  slider,
  size,
}: {
  slider: PublicSlider;
  size?: ButtonProps['size'];
}) {
  const to = slider.link_url ?? DEFAULT_SLIDER_LINK.to;
  const text = slider.link_text ?? DEFAULT_SLIDER_LINK.text;
  const look = buttonLook(slider.button_style);
  const onClick = () => countSliderClick(slider.id);
  const newTab = slider.target_type === '_blank';
  if (to.startsWith('/') && !newTab) {
    return (
      <ButtonLink {...look} size={size} to={to} onClick={onClick}>
        {text}
      </ButtonLink>
    );
  }
  return (
    <ButtonLink
      {...look}
      size={size}
      href={to}
      onClick={onClick}
      {...(newTab ? { target: '_blank', rel: 'noopener noreferrer' } : {})}
    >
      {text}
    </ButtonLink>
  );
}
