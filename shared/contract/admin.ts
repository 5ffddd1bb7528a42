/** Wire types of the admin area (issue 11): what its pages get from +data and the admin API. */

/** What the admin dashboard shows (issue 11 §2): what needs attention now. */
export interface AdminDashboard {
  overdue: { complaints: number; applications: number; oldest: Array<{ workNo: string; kind: string; state: string; dueAt: number; level: string }> }
  drafts: { tenders: Array<{ id: number; tenderNo: string; description: string; updatedAt: string }>; documents: number }
  recentUploads: Array<{ id: number; category: string; name: string; createdAt: string }>
  failedLogins: Array<{ userId: string; name: string; failedCount: number; locked: boolean; lastFailedAt: number | null }>
}

