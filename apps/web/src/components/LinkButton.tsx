import { Button, type ButtonProps } from 'antd';
import type { MouseEvent } from 'react';
import { useHref, useLinkClickHandler } from 'react-router';

export type LinkButtonProps = Omit<ButtonProps, 'href'> & { to: string };

/**
 * An Ant Design button that is a real link (`<a href>`): the router navigates on a plain click,
 * while middle-click and "open in new tab" still work. Never nest a Button inside a Link.
 */
export function LinkButton({ to, onClick, ...props }: LinkButtonProps) {
  const href = useHref(to);
  const navigate = useLinkClickHandler<HTMLAnchorElement>(to);
  return (
    <Button
      {...props}
      href={href}
      onClick={(event: MouseEvent<HTMLElement>) => {
        onClick?.(event);
        if (!event.defaultPrevented) navigate(event as MouseEvent<HTMLAnchorElement>);
      }}
    />
  );
}
