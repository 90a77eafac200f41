import { occupancyText } from './occupancy';

const t = (key: string, options: Record<string, unknown> = {}) => `${key}${JSON.stringify(options)}`;

describe('occupancy as searched', () => {
  it('says adults and no children', () => {
    expect(occupancyText(t, { adults: 2, childrenAges: [] })).toBe('guests.occupancy{"adults":"guests.adults{\\"count\\":2}","children":"guests.noChildren{}"}');
  });

  it('lists the children ages', () => {
    expect(occupancyText(t, { adults: 1, childrenAges: [7, 3] })).toContain('guests.childrenAges{\\"ages\\":\\"7, 3\\"}');
  });
});
