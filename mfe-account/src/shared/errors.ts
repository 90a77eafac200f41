import type { FormInstance } from 'antd';
import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { applyFieldIssues, errorText, reasonText, serviceErrorOf } from '@portal/ui';

/**
 * A form's failure handler: a 400's field issues go on their fields, everything else is said in a
 * message; answers whether the failure was a field validation.
 */
export function useFormFailure(form: FormInstance) {
  const { t } = useTranslation();
  return useCallback(
    (error: unknown, say: (text: string) => void): boolean => {
      const failure = serviceErrorOf(error);
      if (failure?.fields.length) {
        const unshown = applyFieldIssues(form, failure.fields, t);
        if (unshown.length > 0) say(unshown.map((issue) => reasonText(t, issue.reason)).join(' '));
        return true;
      }
      say(errorText(t, error));
      return false;
    },
    [form, t],
  );
}
