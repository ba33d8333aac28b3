/* The booking page: its first screen without Ant Design (the wizard loads it once shown). */
export { BookingPage, pageData as bookingPageData } from '../../features/booking/pages/BookingPage';
