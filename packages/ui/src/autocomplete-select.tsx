import { Select } from 'antd';
import { useEffect, useState, type KeyboardEvent } from 'react';
import { enterOutcome } from './autocomplete-enter';
import { useDebounced } from './timing';

/** Typed letters before the service is asked (also the shortest code worth asking about). */
export const AUTOCOMPLETE_MIN_TYPED = 2;

/** What a remote's autocomplete query hook answers (an RTK Query `use…Query` fits). */
export type MatchesQuery<T> = (query: string, options: { skip: boolean }) => { data?: T[]; currentData?: T[]; isFetching: boolean };

export interface AutocompleteSelectProps<T> {
  value?: string;
  /** Undefined when Enter found nothing for the typed text: the form's own rule then says what is missing. */
  onChange?: (id: string | undefined) => void;
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

/**
 * A service autocomplete on antd's Select: asked once typing pauses, the chosen value kept named while
 * other matches show. Enter after typing takes the first match of the typed text (see `enterOutcome`).
 */
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
  // Enter pressed before the answer to the typed text came: asked at once, taken once it comes (even after the field is left).
  const [pending, setPending] = useState<string | null>(null);
  const debounced = useDebounced(typed.trim());
  const query = pending === null ? debounced : pending.trim();
  const answer = useMatches(query, { skip: query.length < AUTOCOMPLETE_MIN_TYPED });
  const { data = [], isFetching } = answer;
  // The answer to exactly the asked text: RTK Query's `data` may still be an older text's.
  const current = 'currentData' in answer ? answer.currentData : isFetching ? undefined : answer.data;
  const optionOf = (item: T): Option => ({ value: idOf(item), label: labelOf(item) });
  // While the user types, the old choice is not offered: Enter must not fall back on it.
  const pinned = value && selected && !typed.trim() ? { value, label: selected.label } : null;

  const settle = (text: string): boolean => {
    const outcome = enterOutcome(text, query, isFetching ? undefined : current, AUTOCOMPLETE_MIN_TYPED);
    if (outcome.kind === 'wait') return false;
    setPending(null);
    setTyped('');
    if (outcome.kind === 'pick') {
      onPicked(outcome.item);
      onChange?.(idOf(outcome.item));
    } else onChange?.(undefined);
    return true;
  };

  useEffect(() => {
    if (pending !== null) settle(pending);
    // Settled when the answer to the pending text arrives.
  }, [pending, query, current, isFetching]);

  const onEnter = (event: KeyboardEvent) => {
    if (event.key !== 'Enter' || !typed.trim()) return;
    const matches = query === typed.trim() && !isFetching ? current : undefined;
    // With the typed text's matches listed, the Select's own Enter takes the active one (the first, or the one moved to).
    if (matches && matches.length > 0) return;
    event.preventDefault();
    event.stopPropagation();
    if (!settle(typed)) setPending(typed);
  };
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
    <div onKeyDownCapture={onEnter}>
      <Select
        id={id}
        aria-label={ariaLabel}
        data-testid={testId}
        disabled={disabled}
        showSearch={{
          filterOption: false,
          onSearch: (text) => {
            setTyped(text);
            setPending(null);
          },
        }}
        value={value}
        placeholder={placeholder}
        options={options}
        loading={isFetching}
        notFoundContent={query.length >= AUTOCOMPLETE_MIN_TYPED && !isFetching ? notFound : null}
        onBlur={() => setTyped('')}
        onChange={(picked: string) => {
          const item = data.find((candidate) => idOf(candidate) === picked);
          setPending(null);
          setTyped('');
          if (item) onPicked(item);
          onChange?.(picked);
        }}
      />
    </div>
  );
}
