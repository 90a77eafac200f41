import { Button } from 'antd';
import { useNavigate } from 'react-router';
import { BookingsTable, type BookingRow, type BookingsTableProps } from './BookingsTable';

export interface ProductBookingsListProps<T extends BookingRow> extends Omit<BookingsTableProps<T>, 'summaryPath' | 'actions'> {
  /** The product's page, e.g. `/b-hotels`: a booking's summary is `/summary?id=…` below it. */
  productPath: string;
  /** The new search button: its words (e.g. `New hotel search`), where it goes (the flow's first step), its test id. */
  newSearch: { label: string; path: string; testId?: string };
}

/** A product's bookings page: the shared bookings table, each row to its summary, and a new search. */
export function ProductBookingsList<T extends BookingRow>({ productPath, newSearch, ...table }: ProductBookingsListProps<T>) {
  const navigate = useNavigate();
  return (
    <BookingsTable<T>
      {...table}
      summaryPath={(booking) => `${productPath}/summary?id=${booking.id}`}
      actions={
        <Button type="primary" onClick={() => navigate(newSearch.path)} data-testid={newSearch.testId}>
          {newSearch.label}
        </Button>
      }
    />
  );
}
