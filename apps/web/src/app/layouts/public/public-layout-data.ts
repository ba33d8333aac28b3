import { publicSettingsQuery } from '../../../features/settings/api/public-settings';
import type { PageData } from '../../ssr/page-data';

/** What the frame of every public page shows: the salon's name, logo, hotline and hours. */
export const publicLayoutData: PageData = async ({ queryClient }) => {
  await queryClient.ensureQueryData(publicSettingsQuery);
};
