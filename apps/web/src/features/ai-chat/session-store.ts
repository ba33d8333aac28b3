import type { AiTurn } from './api/ai-chat';

/**
 * The consultant's session in this tab (sessionStorage): a reload continues the conversation,
 * a new tab or a closed browser starts afresh. The transcript is kept too, so the page shows it
 * at once (the server's copy replaces it when it can be read).
 */
const KEY = 'salon.ai-chat';
const MAX_TURNS = 100;

export interface StoredSession {
  sessionId: string | null;
  turns: AiTurn[];
}

const EMPTY: StoredSession = { sessionId: null, turns: [] };

function isTurn(value: unknown): value is AiTurn {
  const turn = value as AiTurn;
  return (
    typeof value === 'object' &&
    value !== null &&
    typeof turn.id === 'string' &&
    typeof turn.text === 'string' &&
    (turn.role === 'user' || turn.role === 'assistant' || turn.role === 'staff')
  );
}

export function readSession(): StoredSession {
  try {
    const raw = window.sessionStorage.getItem(KEY);
    if (!raw) return EMPTY;
    const parsed = JSON.parse(raw) as Partial<StoredSession>;
    const sessionId =
      typeof parsed.sessionId === 'string' && /^[A-Za-z0-9_-]{16,64}$/.test(parsed.sessionId)
        ? parsed.sessionId
        : null;
    const turns = Array.isArray(parsed.turns) ? parsed.turns.filter(isTurn) : [];
    return { sessionId, turns };
  } catch {
    return EMPTY;
  }
}

export function writeSession(session: StoredSession): void {
  try {
    window.sessionStorage.setItem(
      KEY,
      JSON.stringify({ sessionId: session.sessionId, turns: session.turns.slice(-MAX_TURNS) }),
    );
  } catch {
    // Private modes may refuse storage: the conversation simply does not survive a reload.
  }
}

export function clearSession(): void {
  try {
    window.sessionStorage.removeItem(KEY);
  } catch {
    // As above.
  }
}
