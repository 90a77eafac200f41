import { Select } from 'antd';
import { useState } from 'react';
import { useDebounced } from './timing';

/** Typed letters before the service is asked (also the shortest code worth asking about). */
export const AUTOCOMPLETE_MIN_TYPED = 2;

/** What a remote's autocomplete query hook answers (an RTK Query `use…Query` fits). */
export type MatchesQuery<T> = (query: string, options: { skip: boolean }) => { data?: T[]; isFetching: boolean };

export interface AutocompleteSelectProps<T> {
  value?: string;
  onChange?: (id: string) => void;
  id?: string;
  'aria-label': string;
  'data-testid'?: string;
  disabled?: boolean;
  placeholder: string;
  /** Said when the service knows nothing for what was typed. */
  notFound: string;
  /** The service's matches for the typed text; called as a hook. */
  useMatches: MatchesQuery<T>;
  idOf(item: T): string;
  labelOf(item: T): string;
  /** Matches shown under headings, in this order (empty headings left out); without it, one flat list. */
  groups?: { order: readonly string[]; of(item: T): string; label(group: string): string };
  /** The chosen value when the matches do not hold it (its label and, grouped, its heading). */
  selected?: { label: string; group?: string };
  onPicked(item: T): void;
}

type Option = { value: string; label: string };

/** A service autocomplete on antd's Select: asked once typing pauses, the chosen value kept named while other matches show. */
export function AutocompleteSelect<T>({
  value,
  onChange,
  id,
  'aria-label': ariaLabel,
  'data-testid': testId,
  disabled,
  placeholder,
  notFound,
  useMatches,
  idOf,
  labelOf,
  groups,
  selected,
  onPicked,
}: AutocompleteSelectProps<T>) {
  const [typed, setTyped] = useState('');
  const query = useDebounced(typed.trim());
  const { data = [], isFetching } = useMatches(query, { skip: query.length < AUTOCOMPLETE_MIN_TYPED });
  const optionOf = (item: T): Option => ({ value: idOf(item), label: labelOf(item) });
  const pinned = value && selected ? { value, label: selected.label } : null;
  let options: (Option | { label: string; title: string; options: Option[] })[];
  if (groups) {
    const grouped = groups.order
      .map((group) => ({ label: groups.label(group), title: groups.label(group), options: data.filter((item) => groups.of(item) === group).map(optionOf) }))
      .filter((group) => group.options.length > 0);
    if (pinned && !grouped.some((group) => group.options.some((option) => option.value === pinned.value))) grouped.unshift({ label: selected?.group ?? '', title: '', options: [pinned] });
    options = grouped;
  } else {
    const flat = data.map(optionOf);
    if (pinned && !flat.some((option) => option.value === pinned.value)) flat.unshift(pinned);
    options = flat;
  }
  return (
    <Select
      id={id}
      aria-label={ariaLabel}
      data-testid={testId}
      disabled={disabled}
      showSearch={{ filterOption: false, onSearch: setTyped }}
      value={value}
      placeholder={placeholder}
      options={options}
      loading={isFetching}
      notFoundContent={query.length >= AUTOCOMPLETE_MIN_TYPED && !isFetching ? notFound : null}
      onChange={(picked: string) => {
        const item = data.find((candidate) => idOf(candidate) === picked);
        if (item) onPicked(item);
        onChange?.(picked);
      }}
    />
  );
}
