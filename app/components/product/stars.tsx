import { useTranslation } from 'react-i18next';
import { oneDecimal } from '../../../common/intl-formats.ts';

const starPath = 'M12 2.5l2.9 6.1 6.6.8-4.9 4.6 1.3 6.6L12 17.3l-5.9 3.3 1.3-6.6-4.9-4.6 6.6-.8z';

export function Star({ fill, size }: { fill: number; size: number }) {
  // Partly filled stars show fractional averages (4.6 fills 60% of the fifth).
  return (
    <svg viewBox="0 0 24 24" width={size} height={size} aria-hidden="true" focusable="false" className="shrink-0">
      <path d={starPath} fill="none" stroke="currentColor" strokeWidth="1.5" />
      <path d={starPath} fill="currentColor" style={{ clipPath: `inset(0 ${100 - fill * 100}% 0 0)` }} />
    </svg>
  );
}

/** Five stars filled to `value`, read out by the given label ("4.6 out of 5"). */
export function Stars({ value, label, size = 18 }: { value: number; label: string; size?: number }) {
  return (
    <span role="img" aria-label={label} className="inline-flex text-coyote">
      {[0, 1, 2, 3, 4].map((index) => (
        <Star key={index} fill={Math.min(1, Math.max(0, value - index))} size={size} />
      ))}
    </span>
  );
}

/** A rating as the page's language writes it ("4,6" in Ukrainian). */
export function useRatingFormat() {
  const { i18n } = useTranslation();
  const format = oneDecimal(i18n.language);
  return (value: number) => format.format(value);
}
