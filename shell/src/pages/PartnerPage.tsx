import { ConfigProvider, notification } from 'antd';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router';
import { portalTheme } from '@portal/ui';
import { authErrorMessage } from '../auth/auth-errors';
import { useRuntimeConfig } from '../config/runtime-config';
import { useLanguage } from '../language/use-language';
import { Loading } from '../public/components';
import { sealPartnerId } from '../session/partner-id';
import { usePartnerLoginMutation } from '../session/session-api';
import { checkSession, sessionExpired, startSession } from '../session/session-slice';
import { userDataFromPartner } from '../session/user-data';
import { useShellDispatch } from '../store';

const NOTICE_KEY = 'partner-sign-in';

type PartnerLogin = ReturnType<typeof usePartnerLoginMutation>[0];

/**
 * A link works once: the page may mount again while the session it opened sets in (the layout
 * changes around it), and must not send the link a second time. Answers are kept by signature.
 */
const answers = new Map<string, ReturnType<PartnerLogin>>();

// The failure notice outlives this page (it shows over the home page), so it renders in its own root with the portal's theme.
ConfigProvider.config({ holderRender: (children) => <ConfigProvider theme={portalTheme}>{children}</ConfigProvider> });

/**
 * Partner entry (spec §1, §8): a partner site links here with partnerId, email, SHASIGN,
 * professionalId and timestamp (a link works once, for 5 minutes); the user is signed in and lands home. A refused link shows the server's message
 * once, top left, over the signed-out home.
 */
export default function PartnerPage() {
  const { t } = useTranslation();
  const { language, localize } = useLanguage();
  const { search } = useLocation();
  const navigate = useNavigate();
  const dispatch = useShellDispatch();
  const { clientKey } = useRuntimeConfig();
  const [partnerLogin] = usePartnerLoginMutation();
  const started = useRef(false);

  useEffect(() => {
    if (started.current) return;
    started.current = true;
    const query = new URLSearchParams(search);
    const link = {
      partnerId: query.get('partnerId') ?? '',
      email: query.get('email') ?? '',
      SHASIGN: query.get('SHASIGN') ?? '',
      professionalId: query.get('professionalId') ?? '',
      timestamp: query.get('timestamp') ?? '',
    };
    void (async () => {
      const answer = answers.get(link.SHASIGN) ?? partnerLogin(link);
      answers.set(link.SHASIGN, answer);
      const { data, error } = await answer;
      if (data) {
        // Spec §3: the partner id is kept only sealed; without a client key it is not kept at all.
        const sealed = clientKey ? await sealPartnerId(link.partnerId, clientKey) : undefined;
        await dispatch(startSession(userDataFromPartner(data.userData, sealed)));
        // The partner answer carries no role or currency: the current-user lookup completes the record.
        void dispatch(checkSession());
        void navigate(localize('/'), { replace: true });
        return;
      }
      notification.error({
        key: NOTICE_KEY,
        placement: 'topLeft',
        message: t('common:errors.errorTitle'),
        description: authErrorMessage(error, t, language, true),
      });
      await dispatch(sessionExpired());
      void navigate(localize('/'), { replace: true });
    })();
  }, [search, partnerLogin, clientKey, dispatch, navigate, localize, t, language]);

  return <Loading label={t('partner.signingIn')} />;
}
