/**
 * The sandbox payment gateway's page (server/routes/sandboxPg.ts) in e2e files: its buttons
 * by what they do, since their words follow the order's language (English or Assamese).
 */
import type { Page } from 'playwright-core'
import type { SandboxAction } from '../../server/adapters/payment/sandbox'

/** The checkout's button that answers `action` (pay, fail, cancel, pay-lose-callback). */
export const sandboxButton = (page: Page, action: SandboxAction) => page.locator(`form button[name="action"][value="${action}"]`)

/** A checkout page of the sandbox, in either language (`?lang=as` for an Assamese order). */
export const SANDBOX_CHECKOUT = /\/sandbox-pg\/checkout\/APD[A-Z2-7]{16}(\?lang=as)?$/
