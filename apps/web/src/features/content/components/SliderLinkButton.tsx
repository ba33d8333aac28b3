import type { PublicSlider } from '@salon/shared';
import { Button, type ButtonProps } from 'antd';
import { LinkButton } from '../../../components/LinkButton';
import { countSliderClick } from '../api/public-sliders';

/** Where a slider leads when it has no link of its own. */
export const DEFAULT_SLIDER_LINK = { to: '/booking', text: 'Đặt lịch ngay' } as const;

/** What a slider's button style becomes on an Ant Design button. */
function buttonLook(style: PublicSlider['button_style']): Pick<ButtonProps, 'type' | 'ghost'> {
  switch (style) {
    case 'secondary':
      return { type: 'default' };
    case 'outline':
    case 'ghost':
      return { type: 'default', ghost: true };
    default:
      return { type: 'primary' };
  }
}

/**
 * A slider's call to action: its link (inside the site through the router, elsewhere as a plain
 * link, in a new tab when asked) or the booking page; each click is counted.
 */
export function SliderLinkButton({
  slider,
  ...props
}: { slider: PublicSlider } & Omit<ButtonProps, 'href' | 'onClick' | 'type' | 'ghost'>) {
  const to = slider.link_url ?? DEFAULT_SLIDER_LINK.to;
  const text = slider.link_text ?? DEFAULT_SLIDER_LINK.text;
  const look = buttonLook(slider.button_style);
  const onClick = () => countSliderClick(slider.id);
  const newTab = slider.target_type === '_blank';
  if (to.startsWith('/') && !newTab) {
    return (
      <LinkButton {...props} {...look} to={to} onClick={onClick}>
        {text}
      </LinkButton>
    );
  }
  return (
    <Button
      {...props}
      {...look}
      href={to}
      onClick={onClick}
      {...(newTab ? { target: '_blank', rel: 'noopener noreferrer' } : {})}
    >
      {text}
    </Button>
  );
}
