import { EventEmitter } from 'node:events'

/** In-process domain events. `content-changed` clears the page cache. */
export interface DomainEvents {
  'content-changed': [what: string]
}

export class Events extends EventEmitter<DomainEvents> {}
