// The booking part of `npm run bench`: time slots on a busy day and booking throughput under
// concurrent guests, each beside the bare route measured at the same number of connections.
import { salonToday } from '@salon/shared';
import autocannon from 'autocannon';
import path from 'node:path';
import { Worker } from 'node:worker_threads';
import {
  addStylists,
  bookableServices,
  findOverbooking,
  openDatabase,
  seedBusyDay,
  seededRandom,
  workingTimes,
} from './busy-day.mjs';
import { cpuMs } from './built-server.mjs';

const BUSY_DAY_APPOINTMENTS = 200;
/** A flagship branch: the demo's stylists plus these, enough for 200 appointments in a day. */
const EXTRA_STYLISTS = 18;
/** Issue 16's aim for a 200-appointment day at the bench's connections. */
const TIME_SLOTS_P99_TARGET_MS = 20;
/** Visitors reading time slots while the guests book (the storm's second row). */
const STORM_READERS = 5;
/** The storm's targets (docs/scaling.md, "Guest bookings"): new guests booked, reads answered. */
const STORM_BOOKINGS_TARGET = 20;
const STORM_READS_P99_TARGET_MS = 100;

function addDays(date, days) {
  return new Date(Date.parse(`${date}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);
}

async function getJson(url) {
  const response = await fetch(url);
  if (!response.ok) throw new Error(`${url}: ${response.status} ${await response.text()}`);
  return (await response.json()).data;
}

/** The first date from `from` on which the branch is open for booking. */
async function openDate(base, branchId, serviceId, from) {
  for (let i = 0; i < 14; i++) {
    const date = addDays(from, i);
    const day = await getJson(
      `${base}/api/public/time-slots?service_id=${serviceId}&branch_id=${branchId}&date=${date}`,
    );
    if (!day.closed && day.time_slots.length) return date;
  }
  throw new Error('no open day in the next two weeks');
}

/** A client address of its own for each guest (bench.mjs sets TRUST_PROXY), as on the Internet. */
function address(n) {
  return `172.${16 + ((n >> 16) & 15)}.${(n >> 8) & 255}.${n & 255}`;
}

function safeMessage(body) {
  try {
    return JSON.parse(body).message;
  } catch {
    return String(body).slice(0, 80);
  }
}

/** Requests per second over the run (autocannon's per-second average reads 0 when two run at once). */
function rateOf(result) {
  return result.requests.total / result.duration;
}

function summarise(name, result, bare, cpuUs) {
  const rps = rateOf(result);
  return {
    route: name,
    'req/s': Math.round(rps),
    'p50 ms': result.latency.p50,
    'p99 ms': result.latency.p99,
    'non-2xx': result.non2xx,
    'vs bare': `${(rps / bare).toFixed(3)}×`,
    // The server's CPU per request (all its threads, hashing included): steadier than req/s.
    'CPU µs/req': cpuUs === undefined ? '' : Math.round(cpuUs),
  };
}

/** Runs `run` and answers its result with the CPU the server `pid` spent per request of it. */
async function withCpu(pid, run) {
  const before = cpuMs(pid);
  const result = await run();
  const after = cpuMs(pid);
  const total = result.requests?.total ?? result.result.requests.total;
  const cpuUs = before === null || after === null ? NaN : ((after - before) * 1000) / total;
  return { ...result, cpuUs };
}

/**
 * Runs `measure` while a worker thread rewrites a branch's updated_at every `everyMs`: each
 * commit changes the data version, so kept replies are dropped as they would be under bookings.
 * A thread of its own, so the writes never hold up the measuring client. (The value must differ:
 * SQLite commits nothing for a row rewritten with the same bytes.)
 */
async function whileWriting(dbFile, branchId, everyMs, measure) {
  const writer = new Worker(
    `const Database = require('better-sqlite3');
     const { workerData, parentPort } = require('node:worker_threads');
     const db = new Database(workerData.dbFile);
     db.pragma('busy_timeout = 10000');
     db.pragma('synchronous = NORMAL');
     const touch = db.prepare('UPDATE branches SET updated_at = ? WHERE id = ?');
     let writes = 0;
     const timer = setInterval(() => { touch.run(new Date().toISOString(), workerData.branchId); writes += 1; }, workerData.everyMs);
     parentPort.on('message', () => { clearInterval(timer); db.close(); parentPort.postMessage(writes); });`,
    { eval: true, workerData: { dbFile, branchId, everyMs } },
  );
  try {
    const result = await measure();
    const writes = await new Promise((resolve) => {
      writer.once('message', resolve);
      writer.postMessage('stop');
    });
    return { result, writes };
  } finally {
    await writer.terminate();
  }
}

/**
 * Seeds a busy day, measures GET /api/public/time-slots on it, then lets `connections` guests
 * book at once for `duration` seconds and checks the database for overbooking. Returns false
 * when an overbooking was found or the server failed (5xx). The p99 target is reported only: on
 * a shared machine the bare route alone can miss it.
 */
export async function benchBooking({ base, dataDir, pid, duration, connections }) {
  const dbFile = path.join(dataDir, 'salon.db');
  const db = openDatabase(dbFile);
  const random = seededRandom(20261121);
  let ok = true;
  try {
    const branches = await getJson(`${base}/api/public/branches`);
    const branchId = branches[0].id;
    const services = bookableServices(db);
    addStylists(db, branchId, EXTRA_STYLISTS, random);

    const today = salonToday();
    const busyDate = await openDate(base, branchId, services[0].id, addDays(today, 2));
    const seeded = seedBusyDay(db, {
      branchId,
      date: busyDate,
      count: BUSY_DAY_APPOINTMENTS,
      random,
    });
    console.log(
      `\nBusy day ${busyDate} at branch ${branchId}: ${seeded.appointments} appointments, ` +
        `${seeded.stylists} stylists, ${seeded.services} services.`,
    );

    const bareTarget = { name: 'GET /api/ping (bare)', requests: [{ path: '/api/ping' }] };
    const slotsTarget = {
      name: `GET /api/public/time-slots (busy day, ${services.length} services in turn)`,
      requests: services.map((service) => ({
        path: `/api/public/time-slots?service_id=${service.id}&branch_id=${branchId}&date=${busyDate}`,
      })),
    };
    const measure = (target, seconds) =>
      autocannon({ url: base, requests: target.requests, connections, duration: seconds });
    await measure(bareTarget, 1);
    await measure(slotsTarget, 1);
    const bare = await measure(bareTarget, duration);
    const slots = await withCpu(pid, () => measure(slotsTarget, duration));
    const bareRps = rateOf(bare);
    const fresh = await withCpu(pid, () =>
      whileWriting(dbFile, branchId, 2, () => measure(slotsTarget, duration)),
    );

    // Booking: every request is a new guest (a new phone, so an account is made), spread over
    // the three days after the busy one; one request in four aims at one hot slot, which fills
    // at the service's capacity and then must refuse.
    const bookingDates = [1, 2, 3].map((days) => addDays(busyDate, days));
    const bookingTimes = workingTimes(db, branchId, bookingDates[0]);
    const hot = { service: services[0], date: bookingDates[0], time: bookingTimes[4] };
    let sequence = 0;
    let statuses = new Map();
    let reasons = new Map();
    const bookingRequest = {
      method: 'POST',
      path: '/api/appointments',
      headers: { 'content-type': 'application/json', origin: base },
      setupRequest: (request) => {
        sequence += 1;
        const isHot = sequence % 4 === 0;
        const service = isHot ? hot.service : services[Math.floor(random() * services.length)];
        const body = {
          service_id: service.id,
          branch_id: branchId,
          appointment_date: isHot ? hot.date : bookingDates[sequence % bookingDates.length],
          appointment_time: isHot
            ? hot.time
            : bookingTimes[Math.floor(random() * bookingTimes.length)],
          customer_info: {
            name: `Khách thử tải ${sequence}`,
            phone: `098${String(1_000_000 + sequence).padStart(7, '0')}`,
          },
        };
        return {
          ...request,
          headers: { ...request.headers, 'x-forwarded-for': address(sequence) },
          body: JSON.stringify(body),
        };
      },
      onResponse: (status, body) => {
        statuses.set(status, (statuses.get(status) ?? 0) + 1);
        if (status >= 400) {
          const reason = `${status} ${safeMessage(body)}`;
          reasons.set(reason, (reasons.get(reason) ?? 0) + 1);
        }
      },
    };
    const book = await withCpu(pid, () =>
      autocannon({ url: base, connections, duration, requests: [bookingRequest] }),
    );
    const booked = statuses.get(201) ?? statuses.get(200) ?? 0;
    const refused = [...statuses].filter(([status]) => status >= 400 && status < 500);
    const failed = [...statuses].filter(([status]) => status >= 500);
    const firstReasons = reasons;
    statuses = new Map();
    reasons = new Map();
    // The same storm of new guests while visitors read time slots: the hashing must not starve
    // the event loop, so the reads stay quick.
    const [stormBook, stormSlots] = await Promise.all([
      autocannon({ url: base, connections, duration, requests: [bookingRequest] }),
      autocannon({
        url: base,
        requests: slotsTarget.requests,
        connections: STORM_READERS,
        duration,
      }),
    ]);
    const stormFailed = [...statuses].filter(([status]) => status >= 500);

    console.log(`\n${connections} connections, ${duration} s per route:\n`);
    console.table([
      summarise(bareTarget.name, bare, bareRps),
      summarise(slotsTarget.name, slots, bareRps, slots.cpuUs),
      summarise(`${slotsTarget.name}, a write every 2 ms`, fresh.result, bareRps, fresh.cpuUs),
      summarise('POST /api/appointments (new guests, some colliding)', book, bareRps, book.cpuUs),
      summarise('POST /api/appointments (the same, while visitors read)', stormBook, bareRps),
      summarise(
        `GET /api/public/time-slots (${STORM_READERS} visitors, during the bookings)`,
        stormSlots,
        bareRps,
      ),
    ]);
    const slotsP99 = slots.latency.p99;
    console.log(
      `Time slots p99 ${slotsP99} ms (target < ${TIME_SLOTS_P99_TARGET_MS} ms): ` +
        `${slotsP99 < TIME_SLOTS_P99_TARGET_MS ? 'met' : 'MISSED'}; computed afresh ` +
        `(${fresh.writes} writes during the run) p99 ${fresh.result.latency.p99} ms.`,
    );
    console.log(
      `Bookings: ${booked} made, ${(booked / duration).toFixed(1)} per second; refused ` +
        `${refused.map(([status, n]) => `${n}×${status}`).join(', ') || 'none'}; ` +
        `server errors ${failed.map(([status, n]) => `${n}×${status}`).join(', ') || 'none'}.`,
    );
    for (const [reason, n] of firstReasons) console.log(`  ${n}× ${reason}`);
    const stormBooked = (statuses.get(201) ?? 0) / duration;
    const stormMet =
      stormBooked >= STORM_BOOKINGS_TARGET && stormSlots.latency.p99 < STORM_READS_P99_TARGET_MS;
    console.log(
      `While visitors read: ${statuses.get(201) ?? 0} bookings made, ` +
        `${stormBooked.toFixed(1)} per second; time slots p99 ${stormSlots.latency.p99} ms, ` +
        `${stormSlots.non2xx} non-2xx (target ≥ ${STORM_BOOKINGS_TARGET} bookings a second ` +
        `with reads p99 < ${STORM_READS_P99_TARGET_MS} ms): ${stormMet ? 'met' : 'MISSED'}.`,
    );
    if (failed.length || stormFailed.length || stormSlots.non2xx) ok = false;

    const check = findOverbooking(db);
    if (check.problems.length) {
      ok = false;
      console.log(`OVERBOOKING in ${check.live} live appointments:`);
      for (const problem of check.problems.slice(0, 20)) console.log(`  ${problem}`);
    } else {
      console.log(
        `Overbooking check: ${check.live} live appointments, no stylist double booked, ` +
          'no service over its capacity in any slot.',
      );
    }
  } finally {
    db.close();
  }
  return ok;
}
