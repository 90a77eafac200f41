import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Airport } from '@portal/contracts';
import { AutocompleteSelect } from '@portal/ui';
import { useAirportsQuery } from '../api';

const labelOf = (airport: Airport) => `${airport.city} (${airport.iata}) · ${airport.name}`;

/** IATA code picker: the shared service autocomplete (Enter takes the first airport matching what was typed). */
export function AirportSelect({ value, onChange, id, ariaLabel }: { value?: string; onChange?: (iata: string | undefined) => void; id?: string; ariaLabel: string }) {
  const { t } = useTranslation();
  // Airports seen before keep their label once the list shows other matches.
  const [known, setKnown] = useState<Record<string, Airport>>({});
  const chosen = value ? known[value] : undefined;
  return (
    <AutocompleteSelect<Airport>
      id={id}
      aria-label={ariaLabel}
      value={value}
      onChange={onChange}
      placeholder={t('search.airportPlaceholder')}
      notFound={t('search.noAirport')}
      useMatches={useAirportsQuery}
      idOf={(airport) => airport.iata}
      labelOf={labelOf}
      selected={value ? { label: chosen ? labelOf(chosen) : value } : undefined}
      onPicked={(airport) => setKnown((seen) => ({ ...seen, [airport.iata]: airport }))}
    />
  );
}
