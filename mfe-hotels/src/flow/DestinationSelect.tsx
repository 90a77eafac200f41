import { Select } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { HotelDestination } from '@portal/contracts';
import { useDebounced } from '@portal/ui';
import { useDestinationsQuery } from '../api';
import { destinationIdOf } from './stay';

const MIN_TYPED = 2;

/** `city:<id>` or `hotel:<id>` picker: the service's autocomplete over cities and hotels, asked once typing pauses. */
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
  /** The destination chosen before (its label when the list shows other matches). */
  known?: HotelDestination;
  onPicked(destination: HotelDestination): void;
}) {
  const { t } = useTranslation();
  const [typed, setTyped] = useState('');
  const query = useDebounced(typed.trim());
  const { data = [], isFetching } = useDestinationsQuery(query, { skip: query.length < MIN_TYPED });
  const labelOf = (destination: HotelDestination) =>
    destination.kind === 'city' ? `${destination.name}, ${destination.country}` : `${destination.name} · ${destination.cityName}, ${destination.country}`;
  const options = (['city', 'hotel'] as const)
    .map((kind) => ({
      label: t(`search.kinds.${kind}`),
      title: t(`search.kinds.${kind}`),
      options: data.filter((destination) => destination.kind === kind).map((destination) => ({ value: destinationIdOf(destination), label: labelOf(destination) })),
    }))
    .filter((group) => group.options.length > 0);
  const shown = options.flatMap((group) => group.options);
  if (value && known && destinationIdOf(known) === value && !shown.some((option) => option.value === value))
    options.unshift({ label: t(`search.kinds.${known.kind}`), title: '', options: [{ value, label: labelOf(known) }] });
  return (
    <Select
      id={id}
      aria-label={t('search.destination')}
      data-testid="destination"
      showSearch={{ filterOption: false, onSearch: setTyped }}
      value={value}
      placeholder={t('search.destinationPlaceholder')}
      options={options}
      loading={isFetching}
      notFoundContent={query.length >= MIN_TYPED && !isFetching ? t('search.noDestination') : null}
      onChange={(picked: string) => {
        const destination = data.find((candidate) => destinationIdOf(candidate) === picked);
        if (destination) onPicked(destination);
        onChange?.(picked);
      }}
    />
  );
}
