import { Select } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { ActivityDestination } from '@portal/contracts';
import { useDebounced } from '@portal/ui';
import { useActivityDestinationsQuery } from './api';

const MIN_TYPED = 2;

/** `city:<id>` picker: the service's autocomplete over the cities activities are sold in, asked once typing pauses. */
export function DestinationSelect({
  value,
  onChange,
  id,
  known,
  onPicked,
}: {
  value?: string;
  onChange?: (destination: string) => void;
  id?: string;
  known?: ActivityDestination;
  onPicked(destination: ActivityDestination): void;
}) {
  const { t } = useTranslation();
  const [typed, setTyped] = useState('');
  const query = useDebounced(typed.trim());
  const { data = [], isFetching } = useActivityDestinationsQuery(query, { skip: query.length < MIN_TYPED });
  const labelOf = (destination: ActivityDestination) => `${destination.name}, ${destination.country} · ${t('activities.search.products', { count: destination.products })}`;
  const options = data.map((destination) => ({ value: destination.id, label: labelOf(destination) }));
  if (value && known?.id === value && !options.some((option) => option.value === value)) options.unshift({ value, label: labelOf(known) });
  return (
    <Select
      id={id}
      aria-label={t('activities.search.destination')}
      data-testid="activity-destination"
      showSearch={{ filterOption: false, onSearch: setTyped }}
      value={value}
      placeholder={t('activities.search.destinationPlaceholder')}
      options={options}
      loading={isFetching}
      notFoundContent={query.length >= MIN_TYPED && !isFetching ? t('activities.search.noDestination') : null}
      onChange={(picked: string) => {
        const destination = data.find((candidate) => candidate.id === picked);
        if (destination) onPicked(destination);
        onChange?.(picked);
      }}
    />
  );
}
