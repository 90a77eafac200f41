import { fileResponse } from '@portal/contracts';
import { AppError, handle, publicRoute, Router, type AppState } from '@portal/service-kit';
import { z } from 'zod';
import type { HotelsContext } from '../context';
import { hotelPhoto } from './images';

const photoParams = z.object({ hotelId: z.string().regex(/^[\w-]{1,64}$/), n: z.coerce.number().int().min(1).max(9) });
const YEAR_SECONDS = 365 * 24 * 3600;

/** The sandbox's hotel photos: public (an `<img>` sends no session to another origin), the same forever. */
export function imageRoutes(hotels: Pick<HotelsContext, 'supplier'>): Router<AppState> {
  const router = new Router<AppState>();
  router.get(
    '/hotels/images/:hotelId/:n.svg',
    publicRoute(),
    handle({ params: photoParams, response: fileResponse('image/svg+xml') }, async (ctx, { params }) => {
      const hotel = await hotels.supplier.hotel(params.hotelId);
      if (!hotel || !hotel.images.includes(`${params.hotelId}/${params.n}.svg`)) throw new AppError('not_found', 'No such photo');
      ctx.set('Cache-Control', `public, max-age=${YEAR_SECONDS}, immutable`);
      // The portal's pages (another origin) show these photos.
      ctx.set('Cross-Origin-Resource-Policy', 'cross-origin');
      ctx.type = 'image/svg+xml';
      ctx.body = hotelPhoto(hotel.hotelId, params.n, hotel.stars);
    }),
  );
  return router;
}
