import { createContext, useContext, useLayoutEffect } from 'react';

/** What a screen may say of its own heading's values (e.g. a record's reference once it is loaded). */
export type PageTitleParams = Record<string, string>;

/** Given by the remote's page frame to the screen it shows. */
export const PageTitleParamsContext = createContext<(params: PageTitleParams) => void>(() => undefined);

/**
 * Fills the screen's heading, breadcrumb and tab title with values known once its data is loaded,
 * in place of the route's own (`grouprequest/:id` is headed by the request's reference, not its
 * database id). Until then, or without them, the route's values show.
 */
export function usePageTitleParams(params: PageTitleParams | undefined): void {
  const set = useContext(PageTitleParamsContext);
  const key = params ? JSON.stringify(params) : null;
  useLayoutEffect(() => {
    if (key) set(JSON.parse(key) as PageTitleParams);
  }, [key, set]);
}
