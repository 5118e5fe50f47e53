import type { SystemInfo } from '@campus-threads/contract';
import { Server } from 'lucide-react';
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card';
import { cn } from '@/lib/cn';
import { formatDateTime } from '@/lib/format-date';

const DATABASE_KIND = { pglite: 'PGlite (embedded)', postgres: 'PostgreSQL' } as const;

function Row({ label, children }: { label: string; children: React.ReactNode }) {
  return (
    <div className="flex items-start justify-between gap-4 py-3 first:pt-0 last:pb-0">
      <dt className="text-sm text-zinc-500">{label}</dt>
      <dd className="min-w-0 text-right text-sm font-medium break-words text-ink-900">
        {children}
      </dd>
    </div>
  );
}

function capitalise(text: string): string {
  return text ? text[0]!.toUpperCase() + text.slice(1) : text;
}

/** The running server's facts (spec: "System Info"), as the API reports them. */
export function SystemInfoCard({ info }: { info: SystemInfo }) {
  const connected = info.database.status === 'connected';
  return (
    <Card>
      <CardHeader className="flex flex-row items-center gap-3 space-y-0">
        <span className="flex size-9 items-center justify-center rounded-lg bg-zinc-100 text-ink-800">
          <Server className="size-4.5" aria-hidden="true" />
        </span>
        <CardTitle>System Info</CardTitle>
      </CardHeader>
      <CardContent>
        <dl className="divide-y divide-zinc-100" aria-label="System Info">
          <Row label="Version">
            <span data-info="version" className="tabular-nums">
              {info.version}
            </span>
          </Row>
          <Row label="Environment">
            <span data-info="environment">{capitalise(info.environment)}</span>
          </Row>
          <Row label="Database">
            <span data-info="database" className="inline-flex items-center gap-1.5">
              <span
                aria-hidden="true"
                className={cn(
                  'size-2 rounded-full',
                  connected ? 'bg-success-500' : 'bg-danger-500',
                )}
              />
              {connected ? 'Connected' : 'Not connected'}
            </span>
            <span className="block text-xs font-normal text-zinc-500">
              {DATABASE_KIND[info.database.kind]}
            </span>
          </Row>
          <Row label="Last update">
            <span data-info="last-update">{formatDateTime(info.lastUpdated)}</span>
          </Row>
        </dl>
      </CardContent>
    </Card>
  );
}
