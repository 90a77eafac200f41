import { Select } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Airport } from '@portal/contracts';
import { useDebounced } from '@portal/ui';
import { useAirportsQuery } from '../api';

const labelOf = (airport: Airport) => `${airport.city} (${airport.iata}) · ${airport.name}`;

/** IATA code picker: the service's autocomplete, queried once typing pauses. */
export function AirportSelect({ value, onChange, id, ariaLabel }: { value?: string; onChange?: (iata: string) => void; id?: string; ariaLabel: string }) {
  const { t } = useTranslation();
  const [typed, setTyped] = useState('');
  const query = useDebounced(typed.trim());
  const { data = [], isFetching } = useAirportsQuery(query, { skip: query.length < 1 });
  // Airports seen before keep their label once the list shows other matches.
  const [known, setKnown] = useState<Record<string, Airport>>({});
  const options = data.map((airport) => ({ value: airport.iata, label: labelOf(airport) }));
  if (value && !options.some((option) => option.value === value)) options.unshift({ value, label: known[value] ? labelOf(known[value]) : value });
  return (
    <Select
      id={id}
      aria-label={ariaLabel}
      showSearch={{ filterOption: false, onSearch: setTyped }}
      value={value}
      placeholder={t('search.airportPlaceholder')}
      options={options}
      loading={isFetching}
      notFoundContent={query ? t('search.noAirport') : null}
      onChange={(iata: string) => {
        const picked = data.find((airport) => airport.iata === iata);
        if (picked) setKnown((seen) => ({ ...seen, [iata]: picked }));
        onChange?.(iata);
      }}
    />
  );
}
