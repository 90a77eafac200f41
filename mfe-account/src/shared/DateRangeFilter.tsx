import { Select, Space } from 'antd';
import { useTranslation } from 'react-i18next';
import { DATE_PRESETS, DateField, presetRange, useUserFormat, type DatePreset, type DateRange } from '@portal/ui';

export type RangeChoice = { preset: DatePreset } | ({ preset: 'custom' } & DateRange);

/** The days a choice covers, today's for a preset. */
export function rangeOf(choice: RangeChoice, timeZone: string): DateRange {
  return choice.preset === 'custom' ? { from: choice.from, to: choice.to } : presetRange(choice.preset, timeZone);
}

/** A preset of spec §9 or a custom range of days (days typed in the user's own date format). */
export function DateRangeFilter({ value, onChange }: { value: RangeChoice; onChange(next: RangeChoice): void }) {
  const { t } = useTranslation();
  const { timeZone } = useUserFormat();
  const current = rangeOf(value, timeZone);
  const pick = (preset: DatePreset | 'custom') => onChange(preset === 'custom' ? { preset, ...current } : { preset });
  const setEnd = (end: 'from' | 'to', day: string | undefined) => {
    // Only a whole day moves the range; the field keeps what is being typed.
    if (!day || !/^\d{4}-\d{2}-\d{2}$/.test(day)) return;
    const next = { ...current, [end]: day };
    // Keep the range the right way round whichever end moved.
    if (next.from > next.to) next[end === 'from' ? 'to' : 'from'] = day;
    onChange({ preset: 'custom', ...next });
  };
  return (
    <Space wrap>
      <Select<DatePreset | 'custom'>
        aria-label={t('filters.period')}
        value={value.preset}
        onChange={pick}
        style={{ minWidth: 180 }}
        options={[...DATE_PRESETS.map((preset) => ({ value: preset, label: t(`common:datePresets.${preset}`) })), { value: 'custom', label: t('filters.customRange') }]}
      />
      {value.preset === 'custom' ? (
        <Space.Compact>
          <DateField aria-label={t('filters.from')} value={current.from} onChange={(day) => setEnd('from', day)} />
          <DateField aria-label={t('filters.to')} value={current.to} onChange={(day) => setEnd('to', day)} />
        </Space.Compact>
      ) : null}
    </Space>
  );
}
