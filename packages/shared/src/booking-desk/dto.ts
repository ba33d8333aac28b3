import type {
  AppointmentDetail,
  AppointmentSummary,
  HolidayDto,
  StylistDto,
} from '../booking/dto.js';
import type { AppointmentAction, AppointmentStatus } from '../booking/statuses.js';
import type { CalendarView } from './constants.js';

/** Appointments of one day by status. */
export type DeskStatusCounts = Record<AppointmentStatus, number> & { total: number };

/** An appointment on the desk calendar, with every stylist holding its time. */
export interface DeskCalendarAppointment extends AppointmentSummary {
  stylist_ids: number[];
}

export interface DeskCalendarDay {
  date: string;
  /** Bookable start times of the branch that day (working hours resolved). */
  working_times: string[];
  holiday: Pick<HolidayDto, 'name' | 'description'> | null;
  counts: DeskStatusCounts;
}

/** `GET /api/admin/appointments/calendar`. */
export interface DeskCalendar {
  branch: { id: number; name: string };
  view: CalendarView;
  date: string;
  days: DeskCalendarDay[];
  stylists: StylistDto[];
  appointments: DeskCalendarAppointment[];
}

/** `GET /api/admin/appointments/:id`: the customer's detail plus what staff need. */
export interface DeskAppointmentDetail extends AppointmentDetail {
  stylist_ids: number[];
  created_by: { id: number; name: string } | null;
  customer_account: { id: number; name: string; phone: string | null; email: string | null } | null;
  /** The actions the appointment's status allows now. */
  allowed_actions: AppointmentAction[];
}

/** A customer account the walk-in form can link to. */
export interface DeskCustomerMatch {
  id: number;
  name: string;
  phone: string | null;
  email: string | null;
}
