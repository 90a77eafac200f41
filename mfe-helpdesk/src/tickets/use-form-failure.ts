import type { FormInstance } from 'antd';
import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { applyFieldIssues, errorText, reasonText, serviceErrorOf } from '@portal/ui';

/**
 * A ticket form's failure handler: a 400's field issues go on their fields, anything else (or an
 * issue no field shows) is said through `say`.
 */
export function useFormFailure(form: FormInstance) {
  const { t } = useTranslation();
  return useCallback(
    (error: unknown, say: (text: string) => void) => {
      const failure = serviceErrorOf(error);
      if (failure?.fields.length) {
        const unshown = applyFieldIssues(form, failure.fields, t);
        if (unshown.length > 0) say(unshown.map((issue) => reasonText(t, issue.reason)).join(' '));
        return;
      }
      say(errorText(t, error));
    },
    [form, t],
  );
}
