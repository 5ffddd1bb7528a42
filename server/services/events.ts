import { EventEmitter } from 'node:events'

/**
 * In-process domain events. `content-changed` clears the page cache and the content caches;
 * writers do not emit it themselves but call `contentBus.changed` (server/services/contentBus.ts),
 * which raises it in this process and, on PostgreSQL, in every other one.
 */
export interface DomainEvents {
  'content-changed': [what: string]
}

export class Events extends EventEmitter<DomainEvents> {}
