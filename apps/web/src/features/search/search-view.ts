import { PAGE_SIZE } from '@campus-threads/contract';
import type { TshirtListParams } from '@/lib/tshirts-api';

export type SearchView = { q: string; page: number };

const Q_MAX = 100;

export function parseSearchView(params: URLSearchParams): SearchView {
  const raw = params.get('page');
  const page = raw && /^\d{1,6}$/.test(raw) ? Math.max(1, Number(raw)) : 1;
  return { q: (params.get('q') ?? '').trim().slice(0, Q_MAX), page };
}

export function searchViewToParams(view: SearchView): URLSearchParams {
  const params = new URLSearchParams();
  if (view.q) params.set('q', view.q);
  if (view.page > 1) params.set('page', String(view.page));
  return params;
}

export function searchListParams(view: SearchView): TshirtListParams {
  return { search: view.q, page: view.page, limit: PAGE_SIZE };
}
