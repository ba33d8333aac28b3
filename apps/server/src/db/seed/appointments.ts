/**
 * Demo appointments: three months of history at every branch (most completed, some cancelled or
 * no-show) for the reports and the desk, the coming week's bookings, and the demo customer's own
 * (two completed, one cancelled, one confirmed, one pending). Stylist time is held exactly as a
 * real booking holds it, so the slot engine and the unique key see a consistent day.
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
const CONTACTS = [
  ['Nguyễn Thu Trang', '+84903111222'],
  ['Trần Quốc Bảo', '+84938222333'],
  ['Lê Hoàng Yến', '+84977333444'],
  ['Phạm Đức Huy', '+84909444555'],
  ['Hoàng Mỹ Linh', '+84918555666'],
  ['Đặng Minh Tuấn', '+84986666777'],
  ['Bùi Khánh Vy', '+84902777888'],
  ['Võ Thành Đạt', '+84935888999'],
  ['Đỗ Ngọc Hân', '+84968999000'],
  ['Ngô Gia Hưng', '+84901234987'],
] as const;

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

export async function insertAppointments(
  db: Db,
  options: { customerEmail: string; now: Date },
): Promise<void> {
  const next = random(20261121);
  const pick = <T>(list: readonly T[]): T => list[Math.floor(next() * list.length)]!;
  const today = salonToday(options.now);
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
    .select(['id', 'name', 'phone', 'email'])
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
    contact: { userId: number | null; name: string; phone: string; email: string | null };
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
    const createdAt = new Date(
      at.getTime() - (2 + Math.floor(next() * 6)) * 86_400_000,
    ).toISOString();
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
    if (status !== 'cancelled' && status !== 'no_show') {
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
        const [name, phone] = pick(CONTACTS);
        await place({
          branchId: branch.id,
          date,
          time: pick(START_TIMES),
          service: pick(services),
          status: offset < 0 ? pastStatus() : futureStatus(),
          contact: { userId: null, name, phone, email: null },
        });
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
  const contact = {
    userId: customer.id,
    name: customer.name,
    phone: customer.phone!,
    email: customer.email,
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
