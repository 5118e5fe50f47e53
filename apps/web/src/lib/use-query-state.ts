import { useSearchParams, type NavigateOptions } from 'react-router';

/**
 * A view kept in the query string (filters, sort, page), changed by functions of the current
 * view. The current view is read from the address at the moment of the change, not from the last
 * render: React Router renders navigations in a transition, so a second quick change (university,
 * then type) would otherwise start from the old address and drop the first.
 */
export function useQueryState<View>(
  parse: (params: URLSearchParams) => View,
  serialize: (view: View) => URLSearchParams,
) {
  const [params, setParams] = useSearchParams();
  const view = parse(params);
  const update = (change: (current: View) => View, options?: NavigateOptions) =>
    setParams(() => serialize(change(parse(new URLSearchParams(window.location.search)))), options);
  return [view, update, params] as const;
}
