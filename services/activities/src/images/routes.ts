import { fileResponse } from '@portal/contracts';
import { AppError, handle, publicRoute, Router, type AppState } from '@portal/service-kit';
import { z } from 'zod';
import type { ActivitiesContext } from '../context';
import { activityPhoto } from './images';

const photoParams = z.object({ productId: z.string().regex(/^[\w-]{1,64}$/), n: z.coerce.number().int().min(1).max(9) });
const YEAR_SECONDS = 365 * 24 * 3600;

/** The sandbox's product photos: public (an `<img>` sends no session), the same forever. */
export function imageRoutes(activities: Pick<ActivitiesContext, 'supplier'>): Router<AppState> {
  const router = new Router<AppState>();
  router.get(
    '/activities/images/:productId/:n.svg',
    publicRoute(),
    handle({ params: photoParams, response: fileResponse('image/svg+xml') }, async (ctx, { params }) => {
      const product = await activities.supplier.product(params.productId);
      if (!product || !product.images.includes(`${params.productId}/${params.n}.svg`)) throw new AppError('not_found', 'No such photo');
      ctx.set('Cache-Control', `public, max-age=${YEAR_SECONDS}, immutable`);
      // The portal's pages (another origin) show these photos.
      ctx.set('Cross-Origin-Resource-Policy', 'cross-origin');
      ctx.type = 'image/svg+xml';
      ctx.body = activityPhoto(product.productId, params.n, product.category);
    }),
  );
  return router;
}
