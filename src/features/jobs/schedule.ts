import { addDaysIso, daysBetweenIso } from '../../domain/dates';

/** Monday of the week holding `day` ('YYYY-MM-DD'); Australian weeks start on Monday. */
export function weekStart(day: string): string {
  const [y, m, d] = day.split('-').map(Number);
  const dow = new Date(Date.UTC(y, m - 1, d)).getUTCDay(); // 0 = Sunday
  return addDaysIso(day, -((dow + 6) % 7));
}

export function weekDays(monday: string): string[] {
  return Array.from({ length: 7 }, (_, i) => addDaysIso(monday, i));
}

/** Whether a job scheduled start..end (end inclusive, null = one day) is on `day`. */
export function onDay(start: string | null, end: string | null, day: string): boolean {
  if (!start) return false;
  const last = end && end >= start ? end : start;
  return daysBetweenIso(start, day) >= 0 && daysBetweenIso(day, last) >= 0;
}
