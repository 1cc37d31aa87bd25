import { formatDateShortAU } from '../../domain/dates';

/** "3 Dec – 5 Dec 2026" style words for a job's dates; '' when not scheduled. */
export function jobDatesText(start: string | null, end: string | null): string {
  if (!start) return '';
  if (!end || end === start) return formatDateShortAU(start);
  return `${formatDateShortAU(start)} – ${formatDateShortAU(end)}`;
}
