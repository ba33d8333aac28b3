// A busy day in one branch, written straight into the measured server's SQLite database: more
// stylists for the branch and `count` live appointments on one date, placed the way the booking
// does (the shared slot engine gives every one its stylists), so stylists and capacity hold.
import { chooseStylists, DEFAULT_WORKING_TIMES, endTimeOf, slotsCovered } from '@salon/shared';
import Database from 'better-sqlite3';

const FAMILY = ['Nguyễn', 'Trần', 'Lê', 'Phạm', 'Hoàng', 'Huỳnh', 'Phan', 'Vũ', 'Võ', 'Đặng'];
const MIDDLE = ['Thị', 'Văn', 'Minh', 'Ngọc', 'Thanh', 'Quốc', 'Gia', 'Bảo'];
const GIVEN = [
  'An',
  'Bình',
  'Châu',
  'Dũng',
  'Hà',
  'Hạnh',
  'Khánh',
  'Linh',
  'Nam',
  'Phúc',
  'Quân',
  'Trang',
  'Vy',
];

/** A small seeded generator, so two runs build the same day. */
export function seededRandom(seed) {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296;
  };
}

const pick = (random, list) => list[Math.floor(random() * list.length)];
const vietnameseName = (random) =>
  `${pick(random, FAMILY)} ${pick(random, MIDDLE)} ${pick(random, GIVEN)}`;

export function openDatabase(file) {
  const db = new Database(file);
  db.pragma('journal_mode = WAL');
  db.pragma('busy_timeout = 10000');
  db.pragma('foreign_keys = ON');
  return db;
}

/** Active services as the slot engine wants them, with the price a booking stores. */
export function bookableServices(db) {
  return db
    .prepare(
      `SELECT id, duration_minutes, staff_required, max_slots_per_time_slot,
              COALESCE(sale_price, price) AS price
         FROM services WHERE status = 'active' ORDER BY id`,
    )
    .all();
}

export function branchStylists(db, branchId) {
  return db
    .prepare(
      `SELECT u.id, u.name, p.rating FROM users u JOIN staff_profiles p ON p.user_id = u.id
        WHERE u.role = 'staff' AND u.status = 'active' AND p.is_stylist = 1 AND u.branch_id = ?
        ORDER BY u.id`,
    )
    .all(branchId)
    .map((row) => ({
      id: row.id,
      name: row.name,
      avatar_url: null,
      title: null,
      rating: row.rating,
      experience_years: 0,
      specialties: [],
    }));
}

/** The branch's open start times on `date`: rows for the date, else its general rows, else the default. */
export function workingTimes(db, branchId, date) {
  const forDate = db
    .prepare('SELECT time, is_available FROM working_hours WHERE branch_id = ? AND date = ?')
    .all(branchId, date);
  const rows = forDate.length
    ? forDate
    : db
        .prepare(
          'SELECT time, is_available FROM working_hours WHERE branch_id = ? AND date IS NULL',
        )
        .all(branchId);
  if (!rows.length) return [...DEFAULT_WORKING_TIMES];
  return rows
    .filter((row) => row.is_available)
    .map((row) => row.time)
    .sort();
}

/** Adds `count` stylists to the branch (a flagship with many chairs); returns their ids. */
export function addStylists(db, branchId, count, random) {
  const { password_hash } = db
    .prepare("SELECT password_hash FROM users WHERE role = 'staff' LIMIT 1")
    .get();
  const user = db.prepare(
    `INSERT INTO users (role, name, email, phone, password_hash, branch_id)
     VALUES ('staff', ?, ?, ?, ?, ?)`,
  );
  const profile = db.prepare(
    `INSERT INTO staff_profiles (user_id, is_stylist, title, specialties, experience_years, rating)
     VALUES (?, 1, 'Stylist', '[]', ?, ?)`,
  );
  const ids = [];
  db.transaction(() => {
    for (let i = 0; i < count; i++) {
      const id = Number(
        user.run(
          vietnameseName(random),
          `stylist.do.tai.${branchId}.${i}@salontocviet.vn`,
          `+84906${String(100_000 + i * 7 + branchId).padStart(6, '0')}`,
          password_hash,
          branchId,
        ).lastInsertRowid,
      );
      profile.run(id, 2 + Math.floor(random() * 10), Math.round((4 + random()) * 10) / 10);
      ids.push(id);
    }
  })();
  return ids;
}

/** The live appointments already in the branch on `date` (the demo's own), as the engine wants them. */
function liveAppointments(db, branchId, date) {
  const rows = db
    .prepare(
      `SELECT a.id, a.service_id, a.appointment_time, a.duration_minutes, a.staff_count, s.stylist_id
         FROM appointments a LEFT JOIN appointment_slots s ON s.appointment_id = a.id
        WHERE a.branch_id = ? AND a.appointment_date = ? AND a.status IN ('pending', 'confirmed')`,
    )
    .all(branchId, date);
  const byId = new Map();
  for (const row of rows) {
    const appointment = byId.get(row.id) ?? {
      service_id: row.service_id,
      appointment_time: row.appointment_time,
      duration_minutes: row.duration_minutes,
      staff_count: row.staff_count,
      stylist_ids: [],
    };
    if (row.stylist_id !== null && !appointment.stylist_ids.includes(row.stylist_id)) {
      appointment.stylist_ids.push(row.stylist_id);
    }
    byId.set(row.id, appointment);
  }
  return [...byId.values()];
}

/**
 * Fills `date` in the branch up to `count` live appointments (the demo's own count): random
 * services and start times,
 * each given its stylists by the slot engine, so nobody is double booked and no service goes
 * over its capacity. Throws when the day cannot hold that many.
 */
export function seedBusyDay(db, { branchId, date, count, random }) {
  const services = bookableServices(db);
  const stylists = branchStylists(db, branchId);
  const times = workingTimes(db, branchId, date);
  const existing = liveAppointments(db, branchId, date);
  const placed = [];
  const now = new Date(`${date}T00:00:00+07:00`);
  now.setUTCDate(now.getUTCDate() - 1);
  for (let attempt = 0; existing.length + placed.length < count; attempt++) {
    if (attempt > count * 200) throw new Error(`Chỉ xếp được ${placed.length}/${count} lịch hẹn`);
    const service = pick(random, services);
    const time = pick(random, times);
    const appointments = [...existing, ...placed.map((p) => p.booked)];
    const chosen = chooseStylists(
      {
        date,
        now,
        branchId,
        bookingAdvanceDays: 365,
        service,
        workingTimes: times,
        holidays: [],
        stylists,
        appointments,
      },
      time,
    );
    if (!chosen) continue;
    placed.push({
      service,
      time,
      booked: {
        service_id: service.id,
        appointment_time: time,
        duration_minutes: service.duration_minutes,
        stylist_ids: chosen,
        staff_count: chosen.length,
      },
    });
  }

  const appointment = db.prepare(
    `INSERT INTO appointments (code, customer_name, customer_phone, branch_id, service_id, stylist_id,
       appointment_date, appointment_time, end_time, duration_minutes, staff_count, price, status, source)
     VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
  );
  const slot = db.prepare(
    'INSERT INTO appointment_slots (appointment_id, stylist_id, branch_id, slot_date, slot_time) VALUES (?, ?, ?, ?, ?)',
  );
  db.transaction(() => {
    placed.forEach(({ service, time, booked }, i) => {
      const id = Number(
        appointment.run(
          `LH-BUSY-${branchId}-${String(i).padStart(4, '0')}`,
          vietnameseName(random),
          `+84907${String(200_000 + i).padStart(6, '0')}`,
          branchId,
          service.id,
          booked.stylist_ids[0],
          date,
          time,
          endTimeOf(time, service.duration_minutes),
          service.duration_minutes,
          booked.staff_count,
          service.price,
          random() < 0.6 ? 'confirmed' : 'pending',
          random() < 0.8 ? 'online' : 'desk',
        ).lastInsertRowid,
      );
      for (const stylistId of booked.stylist_ids) {
        for (const slotTime of slotsCovered(time, service.duration_minutes)) {
          slot.run(id, stylistId, branchId, date, slotTime);
        }
      }
    });
  })();
  return {
    appointments: existing.length + placed.length,
    stylists: stylists.length,
    services: services.length,
  };
}

/**
 * Checks, from the rows alone, that no live appointment is overbooked: every one holds each slot
 * its duration covers for staff_count distinct stylists of its branch, no stylist holds two
 * appointments at one time, and no service is taken more than its max_slots_per_time_slot in one
 * slot of one branch. Returns the problems found (empty when all is well).
 */
export function findOverbooking(db) {
  const problems = [];
  const services = new Map(
    db
      .prepare('SELECT id, max_slots_per_time_slot, staff_required FROM services')
      .all()
      .map((s) => [s.id, s]),
  );
  const live = db
    .prepare(
      `SELECT id, code, branch_id, service_id, appointment_date, appointment_time, duration_minutes, staff_count
         FROM appointments WHERE status IN ('pending', 'confirmed')`,
    )
    .all();
  const slotRows = db
    .prepare(
      `SELECT s.appointment_id, s.stylist_id, s.branch_id, s.slot_date, s.slot_time, u.branch_id AS stylist_branch
         FROM appointment_slots s JOIN users u ON u.id = s.stylist_id`,
    )
    .all();
  const rowsByAppointment = new Map();
  for (const row of slotRows) {
    const list = rowsByAppointment.get(row.appointment_id) ?? [];
    list.push(row);
    rowsByAppointment.set(row.appointment_id, list);
  }
  const stylistAt = new Map();
  const serviceLoad = new Map();
  for (const a of live) {
    const rows = rowsByAppointment.get(a.id) ?? [];
    const stylistIds = [...new Set(rows.map((row) => row.stylist_id))];
    const covered = slotsCovered(a.appointment_time, a.duration_minutes);
    if (stylistIds.length !== a.staff_count) {
      problems.push(`${a.code}: ${stylistIds.length} stylist(s), needs ${a.staff_count}`);
    }
    const expected = new Set(
      stylistIds.flatMap((id) => covered.map((t) => `${id} ${a.appointment_date} ${t}`)),
    );
    const actual = new Set(
      rows.map((row) => `${row.stylist_id} ${row.slot_date} ${row.slot_time}`),
    );
    if (expected.size !== actual.size || [...expected].some((key) => !actual.has(key))) {
      problems.push(
        `${a.code}: held slots do not match ${a.appointment_time} + ${a.duration_minutes} min`,
      );
    }
    for (const row of rows) {
      if (row.stylist_branch !== a.branch_id || row.branch_id !== a.branch_id) {
        problems.push(`${a.code}: stylist ${row.stylist_id} is not of branch ${a.branch_id}`);
      }
    }
    for (const time of covered) {
      for (const stylistId of stylistIds) {
        const key = `${stylistId} ${a.appointment_date} ${time}`;
        const other = stylistAt.get(key);
        if (other)
          problems.push(
            `stylist ${stylistId} double booked at ${a.appointment_date} ${time}: ${other}, ${a.code}`,
          );
        stylistAt.set(key, a.code);
      }
      const loadKey = `${a.branch_id} ${a.appointment_date} ${time} ${a.service_id}`;
      serviceLoad.set(loadKey, (serviceLoad.get(loadKey) ?? 0) + 1);
    }
  }
  for (const [key, taken] of serviceLoad) {
    const serviceId = Number(key.split(' ').at(-1));
    const cap = services.get(serviceId).max_slots_per_time_slot;
    if (taken > cap)
      problems.push(`service over capacity (${taken} > ${cap}) at branch/date/time/service ${key}`);
  }
  return { problems, live: live.length };
}
