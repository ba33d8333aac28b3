/* The home page alone, so the first visit loads only what it shows. */
export { HomePage } from '../../features/home/pages/HomePage';
export { homePageData } from '../../features/home/pages/home-page-data';
