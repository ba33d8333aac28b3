/**
 * A short two-note chime made with the Web Audio API (no audio file): what a new notification or
 * chat message sounds like in the back office. Silent where the browser has no Web Audio or has
 * not yet allowed sound (before the user's first click on the page).
 */
let context: AudioContext | null = null;

export function playChime(): void {
  const Context = typeof window === 'undefined' ? undefined : window.AudioContext;
  if (!Context) return;
  try {
    context ??= new Context();
    if (context.state === 'suspended') void context.resume().catch(() => undefined);
    const start = context.currentTime;
    const gain = context.createGain();
    gain.connect(context.destination);
    gain.gain.setValueAtTime(0.0001, start);
    gain.gain.exponentialRampToValueAtTime(0.2, start + 0.02);
    gain.gain.exponentialRampToValueAtTime(0.0001, start + 0.35);
    const notes: [number, number][] = [
      [880, 0],
      [1320, 0.12],
    ];
    for (const [frequency, offset] of notes) {
      const oscillator = context.createOscillator();
      oscillator.type = 'sine';
      oscillator.frequency.setValueAtTime(frequency, start + offset);
      oscillator.connect(gain);
      oscillator.start(start + offset);
      oscillator.stop(start + offset + 0.2);
    }
  } catch {
    // No sound is better than a broken page.
  }
}
