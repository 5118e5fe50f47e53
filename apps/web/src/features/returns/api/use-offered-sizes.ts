import type { OrderItem } from '@campus-threads/contract';
import { useQuery } from '@tanstack/react-query';
import { getTshirt } from '@/lib/tshirts-api';
import { queryKeys } from '@/lib/query-keys';
import type { ReturnLine } from '../return-lines';

/**
 * The sizes each t-shirt of the order comes in now (its design's), read once an exchange is
 * chosen; until then, or when a design cannot be read, every size is offered and the server says
 * which one it does not make. One query for the order's designs (not `useQueries`, which would
 * add to the vendor chunk every page loads).
 */
export function useOfferedSizes(
  items: readonly Pick<OrderItem, 'productType' | 'tshirtId'>[],
  enabled: boolean,
): (line: ReturnLine) => readonly string[] | undefined {
  const ids = [
    ...new Set(
      items.flatMap((item) =>
        item.productType === 'tshirt' && item.tshirtId ? [item.tshirtId] : [],
      ),
    ),
  ].sort();
  const query = useQuery({
    queryKey: queryKeys.returns.offeredSizes(ids),
    queryFn: async ({ signal }) => {
      const designs = await Promise.all(ids.map((id) => getTshirt(id, signal).catch(() => null)));
      return new Map(ids.map((id, index) => [id, designs[index]?.sizes]));
    },
    enabled: enabled && ids.length > 0,
    staleTime: 5 * 60_000,
    retry: false,
  });
  return (line) => (line.tshirtId ? query.data?.get(line.tshirtId) : undefined);
}
