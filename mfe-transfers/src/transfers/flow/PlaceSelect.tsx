import { Select } from 'antd';
import { useEffect, useState } from 'react';
import { PLACE_KINDS, placeKindOf, type TransferPlace } from '@portal/contracts';
import { useDebounced } from '@portal/ui';
import { useTransferPlacesQuery } from '../api';
import { useTransfersText } from '../shared/text';

const MIN_TYPED = 2;

export const placeLabel = (place: TransferPlace) => (place.kind === 'airport' ? `${place.name} (${place.code}), ${place.city}` : `${place.name}, ${place.city}`);

/** A point of a trip (`airport:CDG`, `hotel:…`, `port:…`, `station:…`): the service's autocomplete, asked once typing pauses. */
export function PlaceSelect({
  value,
  onChange,
  id,
  label,
  known,
  disabled,
  onPicked,
}: {
  value?: string;
  onChange?: (place: string) => void;
  id?: string;
  /** The accessible name (which trip, from or to). */
  label: string;
  /** Places picked before, by id (their names when the list shows other matches). */
  known: Record<string, TransferPlace>;
  disabled?: boolean;
  onPicked(place: TransferPlace): void;
}) {
  const { t } = useTransfersText();
  const [typed, setTyped] = useState('');
  const query = useDebounced(typed.trim());
  const { data = [], isFetching } = useTransferPlacesQuery({ q: query }, { skip: query.length < MIN_TYPED });
  // A point given by the query (a flight's airport) is named once the service answers for its code.
  const code = value?.slice(value.indexOf(':') + 1) ?? '';
  const kind = placeKindOf(value ?? '');
  const needsName = Boolean(value && !known[value] && kind && code.length >= MIN_TYPED);
  const { data: named = [] } = useTransferPlacesQuery({ q: code, kind: kind ?? undefined }, { skip: !needsName });
  const namedPlace = named.find((place) => place.id === value);
  useEffect(() => {
    if (namedPlace && !known[namedPlace.id]) onPicked(namedPlace);
    // Told once, when the service names the point.
  }, [namedPlace]);

  const options = PLACE_KINDS.map((group) => ({
    label: t(`search.kinds.${group}`),
    title: t(`search.kinds.${group}`),
    options: data.filter((place) => place.kind === group).map((place) => ({ value: place.id, label: placeLabel(place) })),
  })).filter((group) => group.options.length > 0);
  const shown = options.flatMap((group) => group.options);
  const current = value ? (known[value] ?? namedPlace) : undefined;
  if (value && !shown.some((option) => option.value === value))
    options.unshift({ label: kind ? t(`search.kinds.${kind}`) : '', title: '', options: [{ value, label: current ? placeLabel(current) : code }] });
  return (
    <Select
      id={id}
      aria-label={label}
      disabled={disabled}
      showSearch={{ filterOption: false, onSearch: setTyped }}
      value={value}
      placeholder={t('search.placePlaceholder')}
      options={options}
      loading={isFetching}
      notFoundContent={query.length >= MIN_TYPED && !isFetching ? t('search.noPlace') : null}
      onChange={(picked: string) => {
        const place = data.find((candidate) => candidate.id === picked);
        if (place) onPicked(place);
        onChange?.(picked);
      }}
    />
  );
}
