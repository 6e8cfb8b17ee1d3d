import { STARS_MAX } from '@gharseva/domain';
import { Star } from 'lucide-react';
import { useId, useState, type Ref } from 'react';
import { useTranslation } from 'react-i18next';
import { cn } from '../../../utils/cn';

const STARS = Array.from({ length: STARS_MAX }, (_, i) => i + 1);

/**
 * Five clickable stars as a native radio group, so the keyboard works as everywhere
 * (Tab into the group, arrow keys to choose) and each star is named '1 star'..'5 stars'.
 * Hovering previews a rating without choosing it.
 */
export function StarRatingInput({
  value,
  onChange,
  disabled = false,
  invalid = false,
  firstStarRef,
}: {
  /** 0 when none is chosen. */
  value: number;
  onChange: (stars: number) => void;
  disabled?: boolean;
  invalid?: boolean;
  firstStarRef?: Ref<HTMLInputElement>;
}) {
  const { t } = useTranslation('requests');
  const name = useId();
  const hintId = `${name}-hint`;
  const legendId = `${name}-legend`;
  const [hovered, setHovered] = useState(0);
  const shown = disabled ? value : hovered || value;
  return (
    <fieldset
      role="radiogroup"
      className="flex flex-col gap-2"
      aria-labelledby={legendId}
      aria-describedby={hintId}
      aria-invalid={invalid || undefined}
      disabled={disabled}
    >
      <legend id={legendId} className="text-sm font-semibold text-slate-700">
        {t('review.ratingLabel')}
      </legend>
      <div className="flex flex-wrap gap-1" onMouseLeave={() => setHovered(0)}>
        {STARS.map((stars) => (
          <label
            key={stars}
            onMouseEnter={() => setHovered(stars)}
            className={cn(
              'relative inline-flex size-12 items-center justify-center rounded-lg transition-colors',
              'has-[:focus-visible]:outline-3 has-[:focus-visible]:outline-brand-600',
              disabled ? 'cursor-default' : 'cursor-pointer hover:bg-accent-50',
            )}
          >
            <input
              ref={stars === 1 ? firstStarRef : undefined}
              type="radio"
              name={name}
              value={stars}
              checked={value === stars}
              onChange={() => onChange(stars)}
              aria-label={t('review.starLabel', { count: stars })}
              // Over the whole star, invisible: a click or tap anywhere on it picks the radio.
              className="absolute inset-0 m-0 size-full cursor-pointer appearance-none opacity-0 disabled:cursor-default"
            />
            <Star
              aria-hidden="true"
              className={cn(
                'size-9 transition-colors',
                stars <= shown
                  ? 'fill-accent-500 text-accent-500'
                  : invalid
                    ? 'text-red-400'
                    : 'text-slate-300',
              )}
            />
          </label>
        ))}
      </div>
      <p id={hintId} className="text-xs text-slate-500">
        {value > 0 ? t('review.starLabel', { count: value }) : t('review.ratingHint')}
      </p>
    </fieldset>
  );
}
