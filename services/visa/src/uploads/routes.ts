import { noContent, VISA_LIMITS, visaIdParams, visaUploadResponse } from '@portal/contracts';
import { agencyOf, handle, requireSession, Router, sessionOf, type AppState } from '@portal/service-kit';
import { ObjectId } from 'mongodb';
import { readVisaFile, uploadView, type VisaUploads } from './uploads';

/** The wizard's uploads: one file at a time, checked by content, kept encrypted until a request claims it. */
export function uploadRoutes(uploads: VisaUploads): Router<AppState> {
  const router = new Router<AppState>();
  const agencyUser = requireSession('agency_admin', 'agent');

  router.post(
    '/visa/uploads',
    agencyUser,
    handle({ response: visaUploadResponse }, async (ctx) => {
      const session = sessionOf(ctx);
      const { file } = await readVisaFile(ctx, VISA_LIMITS.uploadTotalBytes);
      const upload = await uploads.add(agencyOf(session), session.uid, file);
      ctx.status = 201;
      ctx.body = { upload: uploadView(upload) };
    }),
  );

  router.delete(
    '/visa/uploads/:id',
    agencyUser,
    handle({ params: visaIdParams, response: noContent }, async (ctx, { params }) => {
      await uploads.remove(agencyOf(sessionOf(ctx)), new ObjectId(params.id));
      ctx.status = 204;
    }),
  );

  return router;
}
