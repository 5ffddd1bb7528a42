import type { NextFunction, Request, Response } from 'express'
import { describe, expect, it, vi } from 'vitest'
import { apiErrorHandler, isClientAbort } from './errors'
import { pageErrorHandler } from './pageErrors'

function fakes() {
  const log = { error: vi.fn(), warn: vi.fn(), debug: vi.fn() }
  const req = { log, id: 'r1' } as unknown as Request
  const res = { headersSent: false, status: vi.fn().mockReturnThis(), type: vi.fn().mockReturnThis(), send: vi.fn(), json: vi.fn(), setHeader: vi.fn() }
  return { log, req, res: res as unknown as Response & typeof res }
}
const aborted = Object.assign(new Error('Request aborted'), { code: 'ECONNABORTED' })

describe('errors of a visitor who went away', () => {
  it('are recognised by their code', () => {
    expect(isClientAbort(aborted)).toBe(true)
    expect(isClientAbort(Object.assign(new Error('x'), { code: 'EPIPE' }))).toBe(true)
    expect(isClientAbort(new Error('boom'))).toBe(false)
    expect(isClientAbort(null)).toBe(false)
  })

  it('are neither answered nor logged as failures, on pages and on the API', () => {
    for (const handler of [pageErrorHandler, apiErrorHandler]) {
      const { log, req, res } = fakes()
      handler(aborted, req, res, (() => undefined) as NextFunction)
      expect(log.error).not.toHaveBeenCalled()
      expect(log.debug).toHaveBeenCalledOnce()
      expect(res.status).not.toHaveBeenCalled()
    }
  })

  it('other failures still answer 500 and are logged', () => {
    const { log, req, res } = fakes()
    pageErrorHandler(new Error('boom'), req, res, (() => undefined) as NextFunction)
    expect(log.error).toHaveBeenCalledOnce()
    expect(res.status).toHaveBeenCalledWith(500)
  })
})
