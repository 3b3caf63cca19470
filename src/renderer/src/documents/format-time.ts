const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

/** "just now", "5 min ago", "3 h ago", "yesterday", else the date: how long ago something changed. */
export function formatAgo(time: number, now: number): string {
  const elapsed = now - time;
  if (elapsed < MINUTE) return 'just now';
  if (elapsed < HOUR) return `${Math.floor(elapsed / MINUTE)} min ago`;
  if (elapsed < DAY) return `${Math.floor(elapsed / HOUR)} h ago`;
  if (elapsed < 2 * DAY) return 'yesterday';
  return new Date(time).toLocaleDateString();
}

/** The time of day of a change, "14:05" (and the date when it was not today). */
export function formatClock(time: number, now: number): string {
  const date = new Date(time);
  const clock = date.toLocaleTimeString([], { hour: '2-digit', minute: '2-digit' });
  return new Date(now).toDateString() === date.toDateString() ? clock : `${date.toLocaleDateString()} ${clock}`;
}
