import { occupancyText, placeOf, roomAndBoardText } from './occupancy';

const t = (key: string, options: Record<string, unknown> = {}) => `${key}${JSON.stringify(options)}`;

describe('occupancy as searched', () => {
  it('says adults and no children', () => {
    expect(occupancyText(t, { adults: 2, childrenAges: [] })).toBe('guests.occupancy{"adults":"guests.adults{\\"count\\":2}","children":"guests.noChildren{}"}');
  });

  it('lists the children ages', () => {
    expect(occupancyText(t, { adults: 1, childrenAges: [7, 3] })).toContain('guests.childrenAges{\\"ages\\":\\"7, 3\\"}');
  });
});

describe('where a hotel is', () => {
  it('names the city once', () => {
    expect(placeOf({ address: '102 Palm Avenue, Paris', cityName: 'Paris' }, 'France')).toBe('102 Palm Avenue, Paris, France');
    expect(placeOf({ address: '10 rue de Rivoli', cityName: 'Paris' })).toBe('10 rue de Rivoli, Paris');
  });

  it('names a room by its type and board, in the shared words', () => {
    expect(roomAndBoardText(t, { roomType: 'twin', board: 'half_board' })).toBe('common:roomTypes.twin{} · common:boards.half_board{}');
  });
});
