// The chat part of `npm run bench`: the AI consultant answering questions (its aim: p99 under
// 300 ms without a language model) and customers posting in their support conversations, each
// beside the bare route measured at the same number of connections.
//
// Limits stay on. The consultant allows 60 questions a minute per address: the server runs with
// TRUST_PROXY=true (bench.mjs) and every question comes from its own X-Forwarded-For address.
// A customer may post 20 messages a minute: the bench registers enough customers for the run and
// sends each at most that many, so every measured post is a real one.
import autocannon from 'autocannon';

/** Questions in turn: prices, durations, free times (the slot engine), branches, payment, FAQs. */
const QUESTIONS = [
  'Cắt tóc nam giá bao nhiêu?',
  'mai con cho cat toc nam o nguyen hue ko',
  'gội đầu dưỡng sinh mất bao lâu',
  'uon setting han quoc bn',
  'dia chi chi nhanh ha noi',
  'chiều mai còn slot nhuộm phủ bạc ở Lê Văn Sỹ không',
  'sdt salon',
  'thanh toán bằng cách nào',
  'phí ship bao nhiêu',
  'cắt tóc nữ 14h thứ 7 ở Hàng Bài được không',
  'muốn hủy lịch thì làm sao',
  'dầu gội bưởi giá bao nhiêu',
];

const AI_P99_AIM_MS = 300;
const MESSAGES_PER_CUSTOMER = 20;

function address(n) {
  return `10.${(n >> 16) & 255}.${(n >> 8) & 255}.${n & 255}`;
}

function summarise(name, result, bare) {
  const rps = result.requests.average;
  return {
    route: name,
    'req/s': Math.round(rps),
    'p50 ms': result.latency.p50,
    'p99 ms': result.latency.p99,
    'non-2xx': result.non2xx,
    'vs bare': bare ? `${(rps / bare).toFixed(3)}×` : '',
  };
}

let addressSequence = 0;

function aiRequest(base) {
  let sequence = 0;
  return {
    method: 'POST',
    path: '/api/ai-chat/messages',
    headers: { 'content-type': 'application/json', origin: base },
    setupRequest: (request) => {
      sequence += 1;
      addressSequence += 1;
      return {
        ...request,
        headers: { ...request.headers, 'x-forwarded-for': address(addressSequence) },
        body: JSON.stringify({ message: QUESTIONS[sequence % QUESTIONS.length] }),
      };
    },
  };
}

async function json(response) {
  const text = await response.text();
  try {
    return JSON.parse(text);
  } catch {
    return { message: text.slice(0, 120) };
  }
}

/** Registers a customer (signed in by the answer) and opens their consultation conversation. */
async function customerWithConversation(base, n) {
  const headers = {
    'content-type': 'application/json',
    origin: base,
    'x-forwarded-for': address(200_000 + n),
  };
  const register = await fetch(`${base}/api/auth/customer/register`, {
    method: 'POST',
    headers,
    body: JSON.stringify({
      name: `Khách thử tải ${n}`,
      phone: `097${String(1_000_000 + n).padStart(7, '0')}`,
      email: `bench.chat.${n}@example.com`,
      password: 'Bench@12345',
      password_confirmation: 'Bench@12345',
      terms_accepted: true,
    }),
  });
  if (register.status !== 201 && register.status !== 200) {
    throw new Error(`register ${n}: ${register.status} ${(await json(register)).message}`);
  }
  const cookie = (register.headers.getSetCookie?.() ?? [])
    .map((value) => value.split(';')[0])
    .join('; ');
  const open = await fetch(`${base}/api/chat/conversations`, {
    method: 'POST',
    headers: { ...headers, cookie },
    body: JSON.stringify({ type: 'consultation' }),
  });
  const body = await json(open);
  const id = body?.data?.conversation?.id ?? body?.data?.conversation_id;
  if (!id) throw new Error(`conversation ${n}: ${open.status} ${body.message}`);
  return { cookie, id };
}

/**
 * Measures the consultant (POST /api/ai-chat/messages, questions in turn) and, when the support
 * chat is there, customers' posts (POST /api/chat/conversations/:id/messages). Returns false on a
 * server error (5xx).
 */
export async function benchChat({ base, duration, connections }) {
  let ok = true;
  const bareTarget = { url: base, requests: [{ path: '/api/ping' }], connections };
  await autocannon({ ...bareTarget, duration: 1 });
  const bare = await autocannon({ ...bareTarget, duration });
  const bareRps = bare.requests.average;

  // The consultant: warm the engine, then measure.
  const statuses = new Map();
  const count = (status) => statuses.set(status, (statuses.get(status) ?? 0) + 1);
  await autocannon({ url: base, connections, duration: 1, requests: [aiRequest(base)] });
  const ai = await autocannon({
    url: base,
    connections,
    duration,
    requests: [{ ...aiRequest(base), onResponse: (status) => count(status) }],
  });
  const failed = [...statuses].filter(([status]) => status >= 500);
  if (failed.length) ok = false;
  const rows = [
    summarise('GET /api/ping (bare)', bare, bareRps),
    summarise(`POST /api/ai-chat/messages (${QUESTIONS.length} questions in turn)`, ai, bareRps),
  ];

  // The support chat: several customers post in their own conversations.
  const probe = await fetch(`${base}/api/chat/unread-count`);
  if (probe.status === 404) {
    console.log('\n(The support chat is not in this build: its message post is not measured.)');
  } else {
    const budget = Math.max(1, Math.round(duration * 300));
    const customers = [];
    const needed = Math.ceil((budget + connections * 2) / MESSAGES_PER_CUSTOMER);
    for (let n = 0; n < needed; n++) customers.push(await customerWithConversation(base, n));
    let sequence = 0;
    const chatStatuses = new Map();
    const post = await autocannon({
      url: base,
      connections,
      amount: customers.length * MESSAGES_PER_CUSTOMER,
      requests: [
        {
          method: 'POST',
          headers: { 'content-type': 'application/json', origin: base },
          setupRequest: (request) => {
            const customer = customers[sequence % customers.length];
            sequence += 1;
            return {
              ...request,
              path: `/api/chat/conversations/${customer.id}/messages`,
              headers: { ...request.headers, cookie: customer.cookie },
              body: JSON.stringify({ content: `Tin nhắn thử tải số ${sequence}` }),
            };
          },
          onResponse: (status) => chatStatuses.set(status, (chatStatuses.get(status) ?? 0) + 1),
        },
      ],
    });
    if ([...chatStatuses].some(([status]) => status >= 500)) ok = false;
    rows.push({
      ...summarise(
        `POST /api/chat/conversations/:id/messages (${customers.length} customers, ${MESSAGES_PER_CUSTOMER} each)`,
        post,
        bareRps,
      ),
      'non-2xx': post.non2xx,
    });
  }

  console.log(
    `\n${connections} connections, ${duration} s per route (chat posts: a fixed number):\n`,
  );
  console.table(rows);
  const p99 = ai.latency.p99;
  console.log(
    `AI consultant p99 ${p99} ms at ${connections} connections (aim: under ${AI_P99_AIM_MS} ms without a language model): ${p99 < AI_P99_AIM_MS ? 'met' : 'missed'}.` +
      (statuses.size ? ` Answers: ${[...statuses].map(([s, n]) => `${s}×${n}`).join(', ')}.` : ''),
  );
  if (failed.length) console.log('Server errors while answering: the bench fails.');
  return ok;
}
