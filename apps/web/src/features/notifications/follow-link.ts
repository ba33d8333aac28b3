import { useNavigate } from 'react-router';

/** Follows a notification's link: ours through the router, another site's in place. */
export function useFollowLink() {
  const navigate = useNavigate();
  return (url: string) => {
    if (url.startsWith('/') && !url.startsWith('//')) void navigate(url);
    else if (/^https?:\/\//.test(url)) window.location.assign(url);
  };
}
