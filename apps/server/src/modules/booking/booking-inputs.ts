import {
  BOOKING_MESSAGES as M,
  defaultWorkingTimesFor,
  salonToday,
  type SlotEngineInput,
} from '@salon/shared';
import { AppError } from '../../lib/app-error.js';
import type { SettingsService } from '../settings/settings.service.js';
import type {
  BookableService,
  BookingInputsRepository,
  Executor,
} from './booking-inputs.repository.js';

export interface DayRequest {
  branchId: number;
  date: string;
  defaultTimes?: readonly string[];
  exceptAppointmentId?: number;
}

export type BranchDay = Pick<
  SlotEngineInput,
  'workingTimes' | 'holidays' | 'stylists' | 'appointments'
> & { branch: LoadedInputs['branch'] };

export interface LoadedInputs {
  engine: SlotEngineInput;
  service: BookableService;
  branch: { id: number; name: string; address: string; phone: string };
}

/** Reads the slot engine's inputs for a service, branch and date; refuses what cannot be booked. */
export class BookingInputs {
  constructor(
    readonly repository: BookingInputsRepository,
    private readonly settings: SettingsService,
  ) {}

  /**
   * How many days ahead customers may book. Read before a transaction: the settings are read
   * through the database handle, which a SQLite transaction holds until it ends.
   */
  async advanceDays(): Promise<number> {
    return (await this.settings.publicSettings()).system.booking_advance_days;
  }

  /** The settings' booking rules: days ahead, and the hours of a branch with none of its own. */
  async rules(): Promise<{ advanceDays: number; defaultTimes: string[] }> {
    const { system } = await this.settings.publicSettings();
    return {
      advanceDays: system.booking_advance_days,
      defaultTimes: defaultWorkingTimesFor(system.default_opening_hours),
    };
  }

  async load(
    db: Executor,
    request: {
      serviceId: number;
      branchId: number;
      date: string;
      now: Date;
      advanceDays: number;
      /** Start times of a branch without working hours (the settings'); 8:00–21:00 if absent. */
      defaultTimes?: readonly string[];
      exceptAppointmentId?: number;
    },
    /** Reads the branch's day; the time slots pass one that shares it between services. */
    readDay: (db: Executor, request: DayRequest) => Promise<BranchDay> = (database, day) =>
      this.day(database, day),
  ): Promise<LoadedInputs> {
    const dayRead = readDay(db, request);
    // The service's refusal comes first; the day's is awaited (and sent) only after.
    dayRead.catch(() => undefined);
    const service = await this.repository.service(db, request.serviceId, salonToday(request.now));
    if (!service) throw new AppError('SERVICE_NOT_FOUND', M.invalidService, 404);
    if (service.status !== 'active') {
      throw new AppError('SERVICE_UNAVAILABLE', M.serviceUnavailable, 422);
    }
    const { branch, workingTimes, holidays, stylists, appointments } = await dayRead;
    return {
      service,
      branch,
      engine: {
        date: request.date,
        now: request.now,
        branchId: branch.id,
        bookingAdvanceDays: request.advanceDays,
        service,
        workingTimes,
        holidays,
        stylists,
        appointments,
      },
    };
  }

  /** What the engine needs of a branch on a date, whatever the service; refuses a closed branch. */
  async day(db: Executor, request: DayRequest): Promise<BranchDay> {
    const branch = await this.repository.branch(db, request.branchId);
    if (!branch) throw new AppError('BRANCH_NOT_FOUND', M.invalidBranch, 404);
    if (branch.status !== 'active') {
      throw new AppError('BRANCH_UNAVAILABLE', M.branchUnavailable, 422);
    }
    const [workingTimes, holidays, stylists, appointments] = await Promise.all([
      this.repository.workingTimes(db, branch.id, request.date, request.defaultTimes),
      this.repository.holidays(db, branch.id, request.date),
      this.repository.stylists(db, branch.id),
      this.repository.liveAppointments(db, branch.id, request.date, request.exceptAppointmentId),
    ]);
    return { branch, workingTimes, holidays, stylists, appointments };
  }
}
