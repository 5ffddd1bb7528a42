import type { Request } from 'express'
import type { Consumer } from '#shared/billing/contract'
import { consumerNotFound } from '../errors'
import type { Services } from '../services'
import { sessionToken } from '../http/consumerSession'

/**
 * The consumer `consumerNo` of the request's live consumer session (cookie or Authorization
 * header): 401 SESSION_INVALID without one, 404 'Consumer Not Found' when the number is
 * unknown or registered to another mobile (the same answer, so nothing leaks).
 */
export async function ownConsumer(services: Pick<Services, 'consumerSessions' | 'billing' | 'cookies'>, req: Request, consumerNo: string): Promise<Consumer> {
  const session = await services.consumerSessions.authenticate(sessionToken(req, services))
  const consumer = await services.billing.consumer(consumerNo)
  if (!consumer || consumer.mobile !== session.mobile) throw consumerNotFound()
  return consumer
}
