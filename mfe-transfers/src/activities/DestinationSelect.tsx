import { useTranslation } from 'react-i18next';
import type { ActivityDestination } from '@portal/contracts';
import { AutocompleteSelect } from '@portal/ui';
import { useActivityDestinationsQuery } from './api';

/** `city:<id>` picker: the service's autocomplete over the cities activities are sold in, asked once typing pauses. */
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
  known?: ActivityDestination;
  onPicked(destination: ActivityDestination): void;
}) {
  const { t } = useTranslation();
  const labelOf = (destination: ActivityDestination) => `${destination.name}, ${destination.country} · ${t('activities.search.products', { count: destination.products })}`;
  return (
    <AutocompleteSelect<ActivityDestination>
      id={id}
      aria-label={t('activities.search.destination')}
      data-testid="activity-destination"
      value={value}
      onChange={onChange}
      placeholder={t('activities.search.destinationPlaceholder')}
      notFound={t('activities.search.noDestination')}
      useMatches={useActivityDestinationsQuery}
      idOf={(destination) => destination.id}
      labelOf={labelOf}
      selected={known && known.id === value ? { label: labelOf(known) } : undefined}
      onPicked={onPicked}
    />
  );
}
