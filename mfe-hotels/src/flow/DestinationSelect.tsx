import { useTranslation } from 'react-i18next';
import type { HotelDestination } from '@portal/contracts';
import { AutocompleteSelect } from '@portal/ui';
import { useDestinationsQuery } from '../api';
import { destinationIdOf } from './stay';

const KINDS = ['city', 'hotel'] as const;

/** `city:<id>` or `hotel:<id>` picker: the service's autocomplete over cities and hotels, asked once typing pauses. */
export function DestinationSelect({
  value,
  onChange,
  id,
  known,
  onPicked,
}: {
  value?: string;
  onChange?: (destination: string | undefined) => void;
  id?: string;
  /** The destination chosen before (its label when the list shows other matches). */
  known?: HotelDestination;
  onPicked(destination: HotelDestination): void;
}) {
  const { t } = useTranslation();
  const labelOf = (destination: HotelDestination) =>
    destination.kind === 'city' ? `${destination.name}, ${destination.country}` : `${destination.name} · ${destination.cityName}, ${destination.country}`;
  return (
    <AutocompleteSelect<HotelDestination>
      id={id}
      aria-label={t('search.destination')}
      data-testid="destination"
      value={value}
      onChange={onChange}
      placeholder={t('search.destinationPlaceholder')}
      notFound={t('search.noDestination')}
      useMatches={useDestinationsQuery}
      idOf={destinationIdOf}
      labelOf={labelOf}
      groups={{ order: KINDS, of: (destination) => destination.kind, label: (kind) => t(`search.kinds.${kind}`) }}
      selected={known && destinationIdOf(known) === value ? { label: labelOf(known), group: t(`search.kinds.${known.kind}`) } : undefined}
      onPicked={onPicked}
    />
  );
}
