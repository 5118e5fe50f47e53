import type { TechnicalFilter } from '@campus-threads/contract';
import { X } from 'lucide-react';
import { useLocation, useSearchParams } from 'react-router';
import { Button } from '@/components/ui/button';
import { ACCESSORY_LIST_LIMIT, isTechnicalFilter, technicalParam } from '../accessory-filters';
import { useAccessories } from '../api/get-accessories';
import { AccessoryResults } from './accessory-grid';
import { TechnicalFilterSelect } from './filter-select';

/**
 * /credential/accessories: the accessories of one university (and department; those flagged for
 * all departments match any), with the type filter All Types / Technical / Non-Technical kept in
 * the address as technicalFilter.
 */
export function CredentialAccessories({
  universityName,
  departmentName,
}: {
  universityName: string;
  departmentName?: string;
}) {
  const [params, setParams] = useSearchParams();
  const location = useLocation();
  const raw = params.get('technicalFilter');
  const technicalFilter: TechnicalFilter = isTechnicalFilter(raw) ? raw : 'all';
  const filtered = technicalFilter !== 'all';
  const setFilter = (value: TechnicalFilter) => {
    const next = new URLSearchParams(params);
    if (value === 'all') next.delete('technicalFilter');
    else next.set('technicalFilter', value);
    // Keep the navigation state: the details may have come from it rather than the address.
    setParams(next, { replace: true, preventScrollReset: true, state: location.state });
  };

  const base = { page: 1, limit: ACCESSORY_LIST_LIMIT, universityName, departmentName };
  const query = useAccessories({ ...base, isTechnical: technicalParam(technicalFilter) });
  const unfiltered = useAccessories(base, { enabled: filtered });

  return (
    <div>
      <div className="flex flex-wrap items-end justify-between gap-4">
        <TechnicalFilterSelect
          value={technicalFilter}
          onChange={setFilter}
          className="w-full sm:w-56"
        />
        {filtered ? (
          <Button variant="ghost" size="sm" onClick={() => setFilter('all')}>
            <X className="size-4" aria-hidden="true" />
            Clear filter
          </Button>
        ) : null}
      </div>
      <div className="mt-6">
        <AccessoryResults
          query={query}
          unfilteredTotal={filtered ? unfiltered.data?.pagination.totalItems : undefined}
          filtered={filtered}
        />
      </div>
    </div>
  );
}

export default CredentialAccessories;
