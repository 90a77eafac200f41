import { firstScreenChunks } from './route-chunks';

describe('firstScreenChunks', () => {
  it('starts the public layout, and the home page on /, for a visitor', () => {
    expect(firstScreenChunks('/', false, null)).toEqual(['signedOutLayout', 'home']);
    expect(firstScreenChunks('/about', false, null)).toEqual(['signedOutLayout']);
  });

  it("starts the signed-in layout with the dashboard on /, or with the remote's outlet and single-spa on a remote's route", () => {
    expect(firstScreenChunks('/', true, null)).toEqual(['signedInLayout', 'dashboard']);
    expect(firstScreenChunks('/b-flights', true, 'flights')).toEqual(['signedInLayout', 'remoteOutlet', 'singleSpa']);
    expect(firstScreenChunks('/about', true, null)).toEqual(['signedInLayout']);
  });
});
