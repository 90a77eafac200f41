import { useEffect } from 'react';
import { PLACE_KINDS, placeKindOf, type TransferPlace } from '@portal/contracts';
import { AUTOCOMPLETE_MIN_TYPED, AutocompleteSelect, type MatchesQuery } from '@portal/ui';
import { useTransferPlacesQuery } from '../api';
import { useTransfersText } from '../shared/text';

/** The typed text as the places query. */
const usePlaceMatches: MatchesQuery<TransferPlace> = (q, options) => useTransferPlacesQuery({ q }, options);

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
  onChange?: (place: string | undefined) => void;
  id?: string;
  /** The accessible name (which trip, from or to). */
  label: string;
  /** Places picked before, by id (their names when the list shows other matches). */
  known: Record<string, TransferPlace>;
  disabled?: boolean;
  onPicked(place: TransferPlace): void;
}) {
  const { t } = useTransfersText();
  // A point given by the query (a flight's airport) is named once the service answers for its code.
  const code = value?.slice(value.indexOf(':') + 1) ?? '';
  const kind = placeKindOf(value ?? '');
  const needsName = Boolean(value && !known[value] && kind && code.length >= AUTOCOMPLETE_MIN_TYPED);
  const { data: named = [] } = useTransferPlacesQuery({ q: code, kind: kind ?? undefined }, { skip: !needsName });
  const namedPlace = named.find((place) => place.id === value);
  useEffect(() => {
    if (namedPlace && !known[namedPlace.id]) onPicked(namedPlace);
    // Told once, when the service names the point.
  }, [namedPlace]);

  const current = value ? (known[value] ?? namedPlace) : undefined;
  return (
    <AutocompleteSelect<TransferPlace>
      id={id}
      aria-label={label}
      disabled={disabled}
      value={value}
      onChange={onChange}
      placeholder={t('search.placePlaceholder')}
      notFound={t('search.noPlace')}
      useMatches={usePlaceMatches}
      idOf={(place) => place.id}
      labelOf={placeLabel}
      groups={{ order: PLACE_KINDS, of: (place) => place.kind, label: (group) => t(`search.kinds.${group}`) }}
      selected={value ? { label: current ? placeLabel(current) : code, group: kind ? t(`search.kinds.${kind}`) : '' } : undefined}
      onPicked={onPicked}
    />
  );
}
