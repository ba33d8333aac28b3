/**
 * Demo appointments: three months of history at every branch (most completed, some cancelled or
 * no-show) for the reports and the desk, the coming week's bookings, and the demo customer's own
 * (two completed, one cancelled, one confirmed, one pending). Most are booked by the salon's
 * regular customers (each only after the day they joined, each with at least one visit done),
 * the rest by walk-ins at the desk. Every booking was made before now: one for the coming days was
 * made in the last two days, never later. Stylist time is held exactly as a real booking holds
 * it, so the slot engine and the unique key see a consistent day.
 */
import {
  endTimeOf,
  salonToday,
  slotsCovered,
  toLunarDate,
  type AppointmentStatus,
} from '@salon/shared';
import type { Insertable } from 'kysely';
import type { Db } from '../database.js';
import type { AppointmentEventTable } from '../schema.js';
import type { SeededCustomer } from './customers.js';

const HISTORY_DAYS = 90;
const UPCOMING_DAYS = 7;
const START_TIMES = [
  '09:00',
  '09:30',
  '10:00',
  '10:30',
  '11:00',
  '13:30',
  '14:00',
  '15:00',
  '16:00',
  '17:00',
  '18:00',
];
/** People who came in without an account: the desk booked them by name and phone. */
const WALK_INS = [
  ['Nguyễn Văn Sang', '+84903600712'],
  ['Trần Thị Hồng', '+84938600823'],
  ['Lê Minh Quân', '+84977600934'],
  ['Phạm Thị Xuân', '+84909601045'],
  ['Hoàng Anh Tú', '+84918601156'],
  ['Đặng Thu Thủy', '+84986601267'],
  ['Bùi Văn Lộc', '+84902601378'],
  ['Võ Thị Hạnh', '+84935601489'],
] as const;
/** Share of bookings made by the salon's regular customers (the rest are walk-ins). */
const REGULAR_SHARE = 0.7;
const HOUR_MS = 3_600_000;
const DAY_MS = 86_400_000;

/** A small deterministic random source, so every demo database looks the same. */
function random(seed: number) {
  let state = seed;
  return () => {
    state = (state + 0x6d2b79f5) | 0;
    let x = Math.imul(state ^ (state >>> 15), 1 | state);
    x = (x + Math.imul(x ^ (x >>> 7), 61 | x)) ^ x;
    return ((x ^ (x >>> 14)) >>> 0) / 4_294_967_296;
  };
}

function addDays(date: string, days: number): string {
  return new Date(Date.parse(`${date}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);
}

/** The demo holidays close these days, so nothing is booked on them. */
function isDemoHoliday(date: string): boolean {
  const md = date.slice(5);
  if (md === '04-30' || md === '05-01' || md === '09-02') return true;
  const lunar = toLunarDate(date);
  return (
    !lunar.leap &&
    ((lunar.month === 1 && lunar.day <= 3) || (lunar.month === 3 && lunar.day === 10))
  );
}

const CODE_ALPHABET = '23456789ABCDEFGHJKLMNPQRSTUVWXYZ';

interface SeedService {
  id: number;
  price: number;
  sale_price: number | null;
  duration_minutes: number;
  staff_required: number;
}

interface Contact {
  userId: number | null;
  name: string;
  phone: string;
  email: string | null;
  /** When the account was made; null for a walk-in. */
  joinedAt: Date | null;
}

export async function insertAppointments(
  db: Db,
  options: { customerEmail: string; customers: readonly SeededCustomer[]; now: Date },
): Promise<void> {
  const next = random(20261121);
  const pick = <T>(list: readonly T[]): T => list[Math.floor(next() * list.length)]!;
  const now = options.now;
  const today = salonToday(now);
  const regulars: Contact[] = options.customers.map((c) => ({
    userId: c.id,
    name: c.name,
    phone: c.phone,
    email: c.email,
    joinedAt: c.joinedAt,
  }));
  const walkIns: Contact[] = WALK_INS.map(([name, phone]) => ({
    userId: null,
    name,
    phone,
    email: null,
    joinedAt: null,
  }));
  /**
   * Who booked a visit on `date`: a regular who had joined by then (for a past visit, a week
   * before it, the longest a booking is made ahead; for a coming one, before the last two days,
   * when it was booked), or a walk-in.
   */
  const contactFor = (date: string, upcoming: boolean): Contact => {
    const bookedBy = upcoming
      ? now.getTime() - 2 * DAY_MS
      : Date.parse(`${date}T00:00:00+07:00`) - 8 * DAY_MS;
    const joined = regulars.filter((c) => c.joinedAt!.getTime() <= bookedBy);
    return next() < REGULAR_SHARE && joined.length > 0 ? pick(joined) : pick(walkIns);
  };
  const services = (await db
    .selectFrom('services')
    .select(['id', 'price', 'sale_price', 'duration_minutes', 'staff_required'])
    .where('status', '=', 'active')
    .execute()) as SeedService[];
  const stylists = await db
    .selectFrom('users')
    .innerJoin('staff_profiles', 'staff_profiles.user_id', 'users.id')
    .select(['users.id', 'users.branch_id'])
    .where('staff_profiles.is_stylist', '=', true)
    .execute();
  const customer = await db
    .selectFrom('users')
    .select(['id', 'name', 'phone', 'email', 'created_at'])
    .where('email', '=', options.customerEmail)
    .executeTakeFirstOrThrow();
  const branches = await db.selectFrom('branches').select('id').orderBy('id').execute();
  const usedCodes = new Set<string>();

  const code = (date: string) => {
    let value: string;
    do {
      let suffix = '';
      for (let i = 0; i < 6; i += 1)
        suffix += CODE_ALPHABET[Math.floor(next() * CODE_ALPHABET.length)];
      value = `LH-${date.slice(2).replaceAll('-', '')}-${suffix}`;
    } while (usedCodes.has(value));
    usedCodes.add(value);
    return value;
  };

  // Stylist time already held: "stylistId@date time".
  const held = new Set<string>();

  async function place(spec: {
    branchId: number;
    date: string;
    time: string;
    service: SeedService;
    status: AppointmentStatus;
    contact: Contact;
    notes?: string;
  }): Promise<boolean> {
    const branchStylists = stylists.filter((s) => s.branch_id === spec.branchId).map((s) => s.id);
    const times = slotsCovered(spec.time, spec.service.duration_minutes);
    const free = branchStylists.filter((id) =>
      times.every((t) => !held.has(`${id}@${spec.date} ${t}`)),
    );
    const needed = Math.max(1, spec.service.staff_required);
    if (free.length < needed) return false;
    const chosen = free.slice(0, needed);
    const price =
      spec.service.sale_price !== null && spec.service.sale_price < spec.service.price
        ? spec.service.sale_price
        : spec.service.price;
    const at = new Date(`${spec.date}T${spec.time}:00+07:00`);
    // Booked two to seven days ahead; a visit still to come was booked in the last two days.
    let booked = at.getTime() - (2 + Math.floor(next() * 6)) * DAY_MS;
    if (booked > now.getTime() - HOUR_MS) booked = now.getTime() - (1 + next() * 47) * HOUR_MS;
    const joined = spec.contact.joinedAt?.getTime();
    if (joined !== undefined && booked < joined) booked = joined + HOUR_MS;
    const createdAt = new Date(booked).toISOString();
    const later = (hours: number) => new Date(at.getTime() + hours * 3_600_000).toISOString();
    const status = spec.status;
    const appointment = await db
      .insertInto('appointments')
      .values({
        code: code(spec.date),
        customer_user_id: spec.contact.userId,
        customer_name: spec.contact.name,
        customer_phone: spec.contact.phone,
        customer_email: spec.contact.email,
        branch_id: spec.branchId,
        service_id: spec.service.id,
        stylist_id: chosen[0] ?? null,
        appointment_date: spec.date,
        appointment_time: spec.time,
        end_time: endTimeOf(spec.time, spec.service.duration_minutes),
        duration_minutes: spec.service.duration_minutes,
        staff_count: chosen.length,
        price,
        status,
        notes: spec.notes ?? null,
        source: spec.contact.userId === null ? 'desk' : 'online',
        confirmed_at: status === 'pending' || status === 'cancelled' ? null : createdAt,
        completed_at: status === 'completed' ? later(spec.service.duration_minutes / 60) : null,
        cancelled_at: status === 'cancelled' ? later(-20) : null,
        cancel_reason: status === 'cancelled' ? 'Khách bận việc đột xuất' : null,
        no_show_at: status === 'no_show' ? later(0.5) : null,
        created_at: createdAt,
        updated_at: createdAt,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    if (status === 'pending' || status === 'confirmed') {
      for (const id of chosen) for (const t of times) held.add(`${id}@${spec.date} ${t}`);
      await db
        .insertInto('appointment_slots')
        .values(
          chosen.flatMap((stylistId) =>
            times.map((slot_time) => ({
              appointment_id: appointment.id,
              stylist_id: stylistId,
              branch_id: spec.branchId,
              slot_date: spec.date,
              slot_time,
            })),
          ),
        )
        .execute();
    }
    const events: Insertable<AppointmentEventTable>[] = [
      {
        appointment_id: appointment.id,
        action: 'created',
        from_status: null,
        to_status: 'pending',
        created_at: createdAt,
      },
    ];
    if (status === 'confirmed' || status === 'completed' || status === 'no_show') {
      events.push({
        appointment_id: appointment.id,
        action: 'confirmed',
        from_status: 'pending',
        to_status: 'confirmed',
        created_at: createdAt,
      });
    }
    if (status === 'completed' || status === 'cancelled' || status === 'no_show') {
      events.push({
        appointment_id: appointment.id,
        action: status,
        from_status: status === 'cancelled' ? 'pending' : 'confirmed',
        to_status: status,
        note: status === 'cancelled' ? 'Khách bận việc đột xuất' : null,
        created_at: later(status === 'cancelled' ? -20 : 1),
      });
    }
    await db.insertInto('appointment_events').values(events).execute();
    if (status === 'completed' && spec.contact.userId !== null) {
      await db
        .updateTable('customers')
        .set((eb) => ({ total_spent: eb('total_spent', '+', price) }))
        .where('user_id', '=', spec.contact.userId)
        .execute();
    }
    return true;
  }

  const pastStatus = (): AppointmentStatus => {
    const roll = next();
    return roll < 0.82 ? 'completed' : roll < 0.93 ? 'cancelled' : 'no_show';
  };
  const futureStatus = (): AppointmentStatus => (next() < 0.55 ? 'confirmed' : 'pending');

  for (let offset = -HISTORY_DAYS; offset <= UPCOMING_DAYS; offset += 1) {
    if (offset === 0) continue;
    const date = addDays(today, offset);
    if (isDemoHoliday(date)) continue;
    for (const branch of branches) {
      const count = 2 + Math.floor(next() * 4);
      for (let i = 0; i < count; i += 1) {
        await place({
          branchId: branch.id,
          date,
          time: pick(START_TIMES),
          service: pick(services),
          status: offset < 0 ? pastStatus() : futureStatus(),
          contact: contactFor(date, offset > 0),
        });
      }
    }
  }

  // Every regular has been at least once: one who has not yet, came a few days after joining.
  const visited = await db
    .selectFrom('appointments')
    .select('customer_user_id')
    .distinct()
    .where('status', '=', 'completed')
    .where('customer_user_id', 'is not', null)
    .execute();
  const done = new Set(visited.map((row) => row.customer_user_id));
  for (const regular of regulars) {
    if (done.has(regular.userId)) continue;
    const joinedDay = salonToday(regular.joinedAt!);
    let date = addDays(joinedDay, 3 + Math.floor(next() * 5));
    if (date >= today) date = addDays(today, -1);
    while (isDemoHoliday(date)) date = addDays(date, -1);
    placing: for (const branch of branches) {
      for (const time of START_TIMES) {
        const placed = await place({
          branchId: branch.id,
          date,
          time,
          service: pick(services),
          status: 'completed',
          contact: regular,
        });
        if (placed) break placing;
      }
    }
  }

  // The demo customer's own appointments, at the first branch.
  const mine: [number, string, AppointmentStatus][] = [
    [-50, '10:00', 'completed'],
    [-20, '14:00', 'completed'],
    [-10, '16:00', 'cancelled'],
    [3, '10:00', 'confirmed'],
    [8, '15:00', 'pending'],
  ];
  const firstBranch = branches[0]!.id;
  const contact: Contact = {
    userId: customer.id,
    name: customer.name,
    phone: customer.phone!,
    email: customer.email,
    joinedAt: new Date(customer.created_at),
  };
  for (const [offset, time, status] of mine) {
    let date = addDays(today, offset);
    while (isDemoHoliday(date)) date = addDays(date, 1);
    for (const start of [time, ...START_TIMES]) {
      if (
        await place({
          branchId: firstBranch,
          date,
          time: start,
          service: pick(services),
          status,
          contact,
          notes: status === 'pending' ? 'Muốn tư vấn thêm về màu nhuộm' : undefined,
        })
      )
        break;
    }
  }
}
