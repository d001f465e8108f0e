import { describe, expect, it } from 'vitest';
import { isCalendarDay, optionalCalendarDay } from './calendar-day.ts';

describe('a calendar day', () => {
  it('takes real days and refuses days no calendar has', () => {
    expect(['2026-11-25', '2024-02-29', '2000-01-01'].filter(isCalendarDay)).toEqual(['2026-11-25', '2024-02-29', '2000-01-01']);
    expect(['2026-02-30', '2025-02-29', '2026-13-01', '2026-00-10', '0000-01-01', '2026-1-1', '2026-11-25T00:00'].filter(isCalendarDay)).toEqual([]);
  });

  it('reads an empty filter as none', () => {
    expect(optionalCalendarDay.parse('')).toBeUndefined();
    expect(optionalCalendarDay.parse(' 2026-11-25 ')).toBe('2026-11-25');
    expect(optionalCalendarDay.safeParse('2026-02-30').success).toBe(false);
  });
});
