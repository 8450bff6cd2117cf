/**
 * Who may do what: every operation of openapi.json, and the status each kind of caller
 * gets. The test next to it (access-matrix.test.ts) calls them all and fails
 * on any difference, on an operation without a row and on a row without an operation:
 * a new route cannot ship without a decision written here.
 *
 * Each row:  signed out | client A  client B | accountant of A  other accountant
 *            manager  admin  admin without two-factor | keys
 * Keys: only the scopes that get something else than a key's refusal (401 off
 * /api/admin/*, 403 on it), as scope=status; all=status when every key gets the same
 * (a public call: the key is not looked at); `-` when every key is refused.
 *
 * The calls name client A's records where they are about a client's data, an id that
 * exists nowhere otherwise, and send an empty body. So: 2xx done; 404 admitted, but no
 * such record for this caller (another client's, an accountant's unassigned client, or
 * none at all); 422 admitted, the empty body refused; 409 the record's state does not
 * allow it; 401 not signed in (or a key where keys are no way in); 403 refused by the
 * access policy or the route's role rule. A backoffice write a resource has no rule for
 * is not documented (it can only be refused): api/modules/admin/writes-without-rule.test.ts
 * pins its 401, 403 and 405.
 */
export const ACCESS_MATRIX: Record<string, string> = {
  // portal and public: accounts
  'POST /api/password-reset': '422 | 422 422 | 422 422 422 422 422 | all=422',
  'POST /api/password-reset/confirm': '422 | 422 422 | 422 422 422 422 422 | all=422',
  'POST /api/user/email-verification': '401 | 409 409 | 202 202 202 202 202 | -',
  'POST /api/email-verification/confirm': '422 | 422 422 | 422 422 422 422 422 | all=422',
  'GET /api/user': '401 | 200 200 | 200 200 200 200 200 | -',
  'PATCH /api/user': '401 | 200 200 | 200 200 200 200 200 | -',
  'DELETE /api/user': '401 | 422 422 | 422 422 422 422 422 | -',
  'GET /api/session': '200 | 200 200 | 200 200 200 200 200 | all=200',
  'POST /api/register': '422 | 422 422 | 422 422 422 422 422 | all=422',
  'POST /api/login': '422 | 422 422 | 422 422 422 422 422 | all=422',
  'POST /api/login/2fa': '401 | 401 401 | 401 401 401 401 401 | -',
  'POST /api/invitations/accept': '422 | 422 422 | 422 422 422 422 422 | all=422',
  'POST /api/logout': '401 | 200 200 | 200 200 200 200 200 | -',
  'POST /api/user/change-password': '401 | 422 422 | 422 422 422 422 422 | -',
  'POST /api/user/change-email': '401 | 422 422 | 422 422 422 422 422 | -',
  // portal and public: billing
  'GET /api/subscriptions': '401 | 200 200 | 200 200 200 200 403 | -',
  'POST /api/subscriptions': '401 | 422 422 | 422 422 422 422 403 | -',
  'GET /api/cart': '401 | 200 200 | 200 200 200 200 403 | -',
  'PATCH /api/subscriptions/{id}': '401 | 422 422 | 422 422 422 422 403 | -',
  'POST /api/subscriptions/{id}/cancel': '401 | 404 404 | 404 404 404 404 403 | -',
  'POST /api/checkout': '401 | 422 422 | 422 422 422 422 403 | -',
  'GET /api/payments': '401 | 200 200 | 200 200 200 200 403 | -',
  'GET /api/payments/{id}/invoice': '401 | 404 404 | 404 404 404 404 403 | -',
  'POST /api/webhooks/stripe': '400 | 400 400 | 400 400 400 400 400 | all=400',
  // portal and public: compliance
  'GET /api/deadlines': '401 | 200 200 | 403 403 403 403 403 | -',
  'POST /api/calendar-feed': '401 | 201 201 | 403 403 403 403 403 | -',
  'DELETE /api/calendar-feed': '401 | 200 200 | 403 403 403 403 403 | -',
  'GET /api/calendar/{file}': '404 | 404 404 | 404 404 404 404 404 | all=404',
  // portal and public: documents
  'GET /api/documents': '401 | 200 200 | 200 200 200 200 403 | -',
  'GET /api/documents/usage': '401 | 200 200 | 200 200 200 200 403 | -',
  'POST /api/documents/upload': '401 | 422 422 | 422 422 422 422 403 | -',
  'GET /api/document-requests': '401 | 200 200 | 200 200 200 200 403 | -',
  'GET /api/documents/{id}/file': '401 | 200 404 | 200 404 200 200 403 | -',
  'DELETE /api/documents/{id}': '401 | 409 404 | 404 404 404 404 403 | -',
  // upload links: no sign-in, only a valid token gets anywhere (tested with real tokens in upload-links.test.ts)
  'GET /api/upload-links/{token}': '404 | 404 404 | 404 404 404 404 404 | all=404',
  'POST /api/upload-links/{token}/files': '404 | 404 404 | 404 404 404 404 404 | all=404',
  // resumable uploads (tus): a signed-in client or a link token's holder (resumable-uploads.test.ts), only its creator
  'POST /api/uploads/tus': '401 | 400 400 | 403 403 403 403 403 | -',
  'HEAD /api/uploads/tus/{id}': '401 | 404 404 | 403 403 403 403 403 | -',
  'PATCH /api/uploads/tus/{id}': '401 | 404 404 | 403 403 403 403 403 | -',
  'DELETE /api/uploads/tus/{id}': '401 | 404 404 | 403 403 403 403 403 | -',
  // portal and public: email
  'GET /api/email-preferences': '401 | 200 200 | 403 403 403 403 403 | -',
  'PATCH /api/email-preferences': '401 | 200 200 | 403 403 403 403 403 | -',
  'GET /api/email/unsubscribe': '422 | 422 422 | 422 422 422 422 422 | all=422',
  'POST /api/email/unsubscribe': '422 | 422 422 | 422 422 422 422 422 | all=422',
  // portal and public: employees
  'GET /api/employees': '401 | 200 200 | 200 200 200 200 403 | -',
  'POST /api/employees': '401 | 422 422 | 422 422 422 422 403 | -',
  'GET /api/employees/{id}': '401 | 200 404 | 404 404 404 404 403 | -',
  'PATCH /api/employees/{id}': '401 | 200 404 | 404 404 404 404 403 | -',
  'DELETE /api/employees/{id}': '401 | 200 404 | 404 404 404 404 403 | -',
  // portal and public: engagement
  'GET /api/engagement-letters': '401 | 200 200 | 403 403 403 403 403 | -',
  'GET /api/engagement-letters/requirement': '401 | 422 422 | 403 403 403 403 403 | -',
  'POST /api/engagement-letters/standard': '401 | 422 422 | 403 403 403 403 403 | -',
  'GET /api/engagement-letters/{id}': '401 | 404 404 | 403 403 403 403 403 | -',
  'GET /api/engagement-letters/{id}/pdf': '401 | 404 404 | 403 403 403 403 403 | -',
  'POST /api/engagement-letters/{id}/sign': '401 | 422 422 | 403 403 403 403 403 | -',
  'POST /api/engagement-letters/{id}/decline': '401 | 422 422 | 403 403 403 403 403 | -',
  'GET /api/consents': '401 | 200 200 | 403 403 403 403 403 | -',
  'POST /api/consents/{id}/withdraw': '401 | 404 404 | 403 403 403 403 403 | -',
  // portal and public: enquiries
  'GET /api/human-check': '200 | 200 200 | 200 200 200 200 200 | all=200',
  'POST /api/waitlist': '422 | 422 422 | 422 422 422 422 422 | all=422',
  'POST /api/contact': '422 | 422 422 | 422 422 422 422 422 | all=422',
  'POST /api/quote-requests': '422 | 422 422 | 422 422 422 422 422 | all=422',
  // portal and public: health
  'GET /healthz': '200 | 200 200 | 200 200 200 200 200 | all=200',
  // portal and public: messages
  'GET /api/messages/threads': '401 | 200 200 | 200 200 200 200 403 | -',
  'POST /api/messages/threads': '401 | 422 422 | 422 422 422 422 403 | -',
  'GET /api/messages/threads/{id}': '401 | 200 404 | 200 404 200 200 403 | -',
  'POST /api/messages/threads/{id}/messages': '401 | 422 422 | 422 422 422 422 403 | -',
  'GET /api/messages/attachments/{id}': '401 | 200 404 | 200 404 200 200 403 | -',
  'GET /api/messages/unread-count': '401 | 200 200 | 200 200 200 200 403 | -',
  // portal and public: payroll
  'GET /api/payroll/estimate': '401 | 200 200 | 403 403 403 403 403 | -',
  // portal and public: retention
  'GET /api/user/retention': '401 | 200 200 | 200 200 200 200 200 | -',
  // portal: privacy
  'GET /api/user/correction-requests': '401 | 200 200 | 403 403 403 403 403 | -',
  'POST /api/user/correction-requests': '401 | 422 422 | 403 403 403 403 403 | -',
  'POST /api/user/data-export': '401 | 422 422 | 403 403 403 403 403 | -',
  'GET /api/user/data-export/{id}': '401 | 404 404 | 403 403 403 403 403 | -',
  'GET /api/user/data-export/{id}/download': '401 | 404 404 | 403 403 403 403 403 | -',
  // portal and public: services
  'GET /api/services': '200 | 200 200 | 200 200 200 200 200 | all=200',
  // portal and public: two-factor
  'GET /api/user/two-factor': '401 | 200 200 | 200 200 200 200 200 | -',
  'POST /api/user/two-factor/setup': '401 | 200 200 | 200 200 200 409 200 | -',
  'POST /api/user/two-factor/enable': '401 | 422 422 | 422 422 422 422 422 | -',
  'POST /api/user/two-factor/recovery-codes': '401 | 422 422 | 422 422 422 422 422 | -',
  'POST /api/user/two-factor/disable': '401 | 422 422 | 422 422 422 422 422 | -',
  // backoffice: activity-logs
  'GET /api/admin/activity-logs': '401 | 403 403 | 200 200 200 200 403 | -',
  'GET /api/admin/activity-logs/{id}': '401 | 403 403 | 404 404 404 404 403 | -',
  // backoffice: admin-notifications
  'GET /api/admin/admin-notifications': '401 | 403 403 | 200 200 200 200 403 | -',
  'POST /api/admin/admin-notifications': '401 | 403 403 | 403 403 422 422 403 | -',
  'GET /api/admin/admin-notifications/{id}': '401 | 403 403 | 404 404 404 404 403 | -',
  'PUT /api/admin/admin-notifications/{id}': '401 | 403 403 | 404 404 404 404 403 | -',
  'DELETE /api/admin/admin-notifications/{id}': '401 | 403 403 | 404 404 404 404 403 | -',
  // backoffice: api-keys
  'GET /api/admin/api-keys': '401 | 403 403 | 403 403 403 200 403 | -',
  'POST /api/admin/api-keys': '401 | 403 403 | 403 403 403 422 403 | -',
  'GET /api/admin/api-keys/{id}': '401 | 403 403 | 403 403 403 404 403 | -',
  'PUT /api/admin/api-keys/{id}': '401 | 403 403 | 403 403 403 404 403 | -',
  'DELETE /api/admin/api-keys/{id}': '401 | 403 403 | 403 403 403 404 403 | -',
  // backoffice: client-assignments
  'GET /api/admin/client-assignments': '401 | 403 403 | 200 200 200 200 403 | clients:read=200',
  'POST /api/admin/client-assignments': '401 | 403 403 | 403 403 422 422 403 | clients:write=422',
  'GET /api/admin/client-assignments/{id}': '401 | 403 403 | 200 404 200 200 403 | clients:read=200',
  'PUT /api/admin/client-assignments/{id}': '401 | 403 403 | 403 403 200 200 403 | clients:write=200',
  'DELETE /api/admin/client-assignments/{id}': '401 | 403 403 | 403 403 200 200 403 | clients:write=200',
  // backoffice: client-notes
  'GET /api/admin/client-notes': '401 | 403 403 | 200 200 200 200 403 | clients:read=200',
  'POST /api/admin/client-notes': '401 | 403 403 | 422 422 422 422 403 | clients:write=422',
  'GET /api/admin/client-notes/{id}': '401 | 403 403 | 200 404 200 200 403 | clients:read=200',
  'PUT /api/admin/client-notes/{id}': '401 | 403 403 | 200 404 200 200 403 | clients:write=200',
  'DELETE /api/admin/client-notes/{id}': '401 | 403 403 | 200 404 200 200 403 | clients:write=200',
  // backoffice: clients
  'GET /api/admin/clients': '401 | 403 403 | 200 200 200 200 403 | clients:read=200',
  'POST /api/admin/clients': '401 | 403 403 | 403 403 422 422 403 | clients:write=422',
  'GET /api/admin/clients/{id}': '401 | 403 403 | 200 404 200 200 403 | clients:read=200',
  'GET /api/admin/clients/{id}/tracked-from': '401 | 403 403 | 200 404 200 200 403 | clients:read=200',
  'PUT /api/admin/clients/{id}/tracked-from': '401 | 403 403 | 422 422 422 422 403 | clients:write=422',
  'PUT /api/admin/clients/{id}': '401 | 403 403 | 200 404 200 200 403 | clients:write=200',
  'DELETE /api/admin/clients/{id}': '401 | 403 403 | 403 403 403 200 403 | clients:write=200',
  // backoffice: company-employees
  'GET /api/admin/company-employees': '401 | 403 403 | 200 200 200 200 403 | clients:read=200',
  'GET /api/admin/company-employees/{id}': '401 | 403 403 | 200 404 200 200 403 | clients:read=200',
  // backoffice: compliance-rules
  'GET /api/admin/compliance-rules': '401 | 403 403 | 200 200 200 200 403 | -',
  'POST /api/admin/compliance-rules': '401 | 403 403 | 403 403 403 422 403 | -',
  'GET /api/admin/compliance-rules/{id}': '401 | 403 403 | 404 404 404 404 403 | -',
  'PUT /api/admin/compliance-rules/{id}': '401 | 403 403 | 403 403 403 404 403 | -',
  // backoffice: consents
  'GET /api/admin/consents': '401 | 403 403 | 200 200 200 200 403 | -',
  'GET /api/admin/consents/{id}': '401 | 403 403 | 404 404 404 404 403 | -',
  // backoffice: contact-submissions
  'GET /api/admin/contact-submissions': '401 | 403 403 | 200 200 200 200 403 | enquiries:read=200',
  'GET /api/admin/contact-submissions/{id}': '401 | 403 403 | 404 404 404 404 403 | enquiries:read=404',
  'PUT /api/admin/contact-submissions/{id}': '401 | 403 403 | 404 404 404 404 403 | enquiries:write=404',
  'DELETE /api/admin/contact-submissions/{id}': '401 | 403 403 | 403 403 404 404 403 | enquiries:write=404',
  // backoffice: dashboard
  'GET /api/admin/dashboard': '401 | 403 403 | 200 200 200 200 403 | -',
  // backoffice: deadlines
  'GET /api/admin/deadlines': '401 | 403 403 | 200 200 200 200 403 | -',
  'GET /api/admin/deadlines/{id}': '401 | 403 403 | 404 404 404 404 403 | -',
  'PUT /api/admin/deadlines/{id}': '401 | 403 403 | 404 404 404 404 403 | -',
  // backoffice: breaches
  'GET /api/admin/breaches': '401 | 403 403 | 403 403 403 200 403 | -',
  'POST /api/admin/breaches': '401 | 403 403 | 403 403 403 422 403 | -',
  'GET /api/admin/breaches/{id}': '401 | 403 403 | 403 403 403 404 403 | -',
  'PUT /api/admin/breaches/{id}': '401 | 403 403 | 403 403 403 404 403 | -',
  'POST /api/admin/breaches/{id}/notify': '401 | 403 403 | 403 403 403 422 403 | -',
  // backoffice: correction-requests
  'GET /api/admin/correction-requests': '401 | 403 403 | 200 200 200 200 403 | -',
  'GET /api/admin/correction-requests/{id}': '401 | 403 403 | 404 404 404 404 403 | -',
  'POST /api/admin/correction-requests/{id}/resolve': '401 | 403 403 | 422 422 422 422 403 | -',
  'POST /api/admin/users/{id}/data-export': '401 | 403 403 | 422 422 422 422 403 | -',
  // backoffice: disposals
  'GET /api/admin/disposals': '401 | 403 403 | 403 403 403 200 403 | -',
  'GET /api/admin/disposals/{id}': '401 | 403 403 | 403 403 403 404 403 | -',
  'POST /api/admin/disposals/{id}/approve': '401 | 403 403 | 403 403 403 404 403 | -',
  // backoffice: document-requests
  'GET /api/admin/document-requests': '401 | 403 403 | 200 200 200 200 403 | documents:read=200',
  'POST /api/admin/document-requests': '401 | 403 403 | 422 422 422 422 403 | documents:write=422',
  'GET /api/admin/document-requests/{id}': '401 | 403 403 | 200 404 200 200 403 | documents:read=200',
  'PUT /api/admin/document-requests/{id}': '401 | 403 403 | 200 404 200 200 403 | documents:write=200',
  'DELETE /api/admin/document-requests/{id}': '401 | 403 403 | 200 404 200 200 403 | documents:write=200',
  // a request's upload link: staff who see the client make, show again and revoke it
  'POST /api/admin/document-requests/{id}/upload-link': '401 | 403 403 | 200 404 200 200 403 | documents:write=200',
  'DELETE /api/admin/document-requests/{id}/upload-link': '401 | 403 403 | 204 404 204 204 403 | documents:write=204',
  // backoffice: documents
  'GET /api/admin/documents': '401 | 403 403 | 200 200 200 200 403 | documents:read=200',
  'GET /api/admin/documents/{id}': '401 | 403 403 | 200 404 200 200 403 | documents:read=200',
  'PUT /api/admin/documents/{id}': '401 | 403 403 | 200 404 200 200 403 | documents:write=200',
  'DELETE /api/admin/documents/{id}': '401 | 403 403 | 403 403 409 409 403 | documents:write=409',
  'POST /api/admin/documents/{id}/retention': '401 | 403 403 | 422 422 422 422 403 | documents:write=422',
  // backoffice: email-opt-outs
  'GET /api/admin/email-opt-outs': '401 | 403 403 | 200 200 200 200 403 | -',
  'GET /api/admin/email-opt-outs/{id}': '401 | 403 403 | 404 404 404 404 403 | -',
  // backoffice: email-outbox
  'GET /api/admin/email-outbox': '401 | 403 403 | 403 403 200 200 403 | -',
  'GET /api/admin/email-outbox/{id}': '401 | 403 403 | 403 403 404 404 403 | -',
  'POST /api/admin/email-outbox/{id}/retry': '401 | 403 403 | 403 403 404 404 403 | -',
  // backoffice: engagement-letters
  'GET /api/admin/engagement-letters': '401 | 403 403 | 200 200 200 200 403 | -',
  'POST /api/admin/engagement-letters': '401 | 403 403 | 422 422 422 422 403 | -',
  'GET /api/admin/engagement-letters/{id}': '401 | 403 403 | 404 404 404 404 403 | -',
  'PUT /api/admin/engagement-letters/{id}': '401 | 403 403 | 404 404 404 404 403 | -',
  'DELETE /api/admin/engagement-letters/{id}': '401 | 403 403 | 404 404 404 404 403 | -',
  'POST /api/admin/engagement-letters/{id}/send': '401 | 403 403 | 404 404 404 404 403 | -',
  'POST /api/admin/engagement-letters/{id}/withdraw': '401 | 403 403 | 404 404 404 404 403 | -',
  'GET /api/admin/engagement-letters/{id}/pdf': '401 | 403 403 | 404 404 404 404 403 | -',
  'GET /api/admin/engagement-letters/{id}/verify': '401 | 403 403 | 404 404 404 404 403 | -',
  // backoffice: engagement-templates
  'GET /api/admin/engagement-templates': '401 | 403 403 | 200 200 200 200 403 | -',
  'POST /api/admin/engagement-templates': '401 | 403 403 | 403 403 403 422 403 | -',
  'GET /api/admin/engagement-templates/{id}': '401 | 403 403 | 404 404 404 404 403 | -',
  // backoffice: firm-settings
  'GET /api/admin/firm-settings': '401 | 403 403 | 200 200 200 200 403 | -',
  'PATCH /api/admin/firm-settings': '401 | 403 403 | 403 403 403 200 403 | -',
  // backoffice: message-threads
  'GET /api/admin/message-threads': '401 | 403 403 | 200 200 200 200 403 | -',
  'GET /api/admin/message-threads/{id}': '401 | 403 403 | 200 404 200 200 403 | -',
  // backoffice: ownership-changes
  'GET /api/admin/ownership-changes': '401 | 403 403 | 200 200 200 200 403 | -',
  'POST /api/admin/ownership-changes': '401 | 403 403 | 422 422 422 422 403 | -',
  'GET /api/admin/ownership-changes/{id}': '401 | 403 403 | 404 404 404 404 403 | -',
  // backoffice: payments
  'GET /api/admin/payments': '401 | 403 403 | 200 200 200 200 403 | billing:read=200',
  'GET /api/admin/payments/{id}': '401 | 403 403 | 404 404 404 404 403 | billing:read=404',
  'POST /api/admin/payments/{id}/mark-received': '401 | 403 403 | 404 404 404 404 403 | billing:write=404',
  // backoffice: payroll-estimates
  'GET /api/admin/payroll-estimates': '401 | 403 403 | 422 422 422 422 403 | -',
  // backoffice: payroll-rates
  'GET /api/admin/payroll-rates': '401 | 403 403 | 200 200 200 200 403 | -',
  'POST /api/admin/payroll-rates': '401 | 403 403 | 403 403 403 422 403 | -',
  'GET /api/admin/payroll-rates/{id}': '401 | 403 403 | 404 404 404 404 403 | -',
  'PUT /api/admin/payroll-rates/{id}': '401 | 403 403 | 403 403 403 404 403 | -',
  'DELETE /api/admin/payroll-rates/{id}': '401 | 403 403 | 403 403 403 404 403 | -',
  // backoffice: public-holidays
  'GET /api/admin/public-holidays': '401 | 403 403 | 200 200 200 200 403 | -',
  'POST /api/admin/public-holidays': '401 | 403 403 | 403 403 403 422 403 | -',
  'GET /api/admin/public-holidays/{id}': '401 | 403 403 | 404 404 404 404 403 | -',
  'PUT /api/admin/public-holidays/{id}': '401 | 403 403 | 403 403 403 404 403 | -',
  'DELETE /api/admin/public-holidays/{id}': '401 | 403 403 | 403 403 403 404 403 | -',
  // backoffice: quote-requests
  'GET /api/admin/quote-requests': '401 | 403 403 | 200 200 200 200 403 | enquiries:read=200',
  'GET /api/admin/quote-requests/{id}': '401 | 403 403 | 404 404 404 404 403 | enquiries:read=404',
  'PUT /api/admin/quote-requests/{id}': '401 | 403 403 | 404 404 404 404 403 | enquiries:write=404',
  'DELETE /api/admin/quote-requests/{id}': '401 | 403 403 | 403 403 404 404 403 | enquiries:write=404',
  // backoffice: retained-records
  'GET /api/admin/retained-records': '401 | 403 403 | 403 403 200 200 403 | -',
  'GET /api/admin/retained-records/{id}': '401 | 403 403 | 403 403 404 404 403 | -',
  // backoffice: retention-rules
  'GET /api/admin/retention-rules': '401 | 403 403 | 200 200 200 200 403 | -',
  'GET /api/admin/retention-rules/{id}': '401 | 403 403 | 404 404 404 404 403 | -',
  'PUT /api/admin/retention-rules/{id}': '401 | 403 403 | 403 403 403 404 403 | -',
  // backoffice: services
  'GET /api/admin/services': '401 | 403 403 | 200 200 200 200 403 | -',
  'POST /api/admin/services': '401 | 403 403 | 403 403 403 422 403 | -',
  'GET /api/admin/services/{id}': '401 | 403 403 | 404 404 404 404 403 | -',
  'PUT /api/admin/services/{id}': '401 | 403 403 | 403 403 403 404 403 | -',
  'DELETE /api/admin/services/{id}': '401 | 403 403 | 403 403 403 404 403 | -',
  // backoffice: subscriptions
  'GET /api/admin/subscriptions': '401 | 403 403 | 200 200 200 200 403 | billing:read=200',
  'GET /api/admin/subscriptions/{id}': '401 | 403 403 | 404 404 404 404 403 | billing:read=404',
  // backoffice: tax-tables
  'GET /api/admin/tax-tables': '401 | 403 403 | 200 200 200 200 403 | -',
  'POST /api/admin/tax-tables': '401 | 403 403 | 403 403 403 422 403 | -',
  'GET /api/admin/tax-tables/{id}': '401 | 403 403 | 404 404 404 404 403 | -',
  'PUT /api/admin/tax-tables/{id}': '401 | 403 403 | 403 403 403 404 403 | -',
  'DELETE /api/admin/tax-tables/{id}': '401 | 403 403 | 403 403 403 404 403 | -',
  'POST /api/admin/tax-tables/{id}/publish': '401 | 403 403 | 403 403 403 404 403 | -',
  // backoffice: users
  'POST /api/admin/users/{id}/invitation': '401 | 403 403 | 409 404 409 409 403 | -',
  'POST /api/admin/users/{id}/password-reset': '401 | 403 403 | 403 403 403 200 403 | -',
  'GET /api/admin/users': '401 | 403 403 | 200 200 200 200 403 | -',
  'POST /api/admin/users': '401 | 403 403 | 403 403 403 422 403 | -',
  'GET /api/admin/users/{id}': '401 | 403 403 | 200 404 200 200 403 | -',
  'PUT /api/admin/users/{id}': '401 | 403 403 | 200 404 200 200 403 | -',
  'DELETE /api/admin/users/{id}': '401 | 403 403 | 403 403 403 200 403 | -',
  'POST /api/admin/users/{id}/reset-two-factor': '401 | 403 403 | 403 403 403 409 403 | -',
  // backoffice: waitlist-submissions
  'GET /api/admin/waitlist-submissions': '401 | 403 403 | 200 200 200 200 403 | enquiries:read=200',
  'GET /api/admin/waitlist-submissions/{id}': '401 | 403 403 | 404 404 404 404 403 | enquiries:read=404',
  'PUT /api/admin/waitlist-submissions/{id}': '401 | 403 403 | 404 404 404 404 403 | enquiries:write=404',
  'DELETE /api/admin/waitlist-submissions/{id}': '401 | 403 403 | 403 403 404 404 403 | enquiries:write=404',
  // backoffice: webhook-deliveries
  'GET /api/admin/webhook-deliveries': '401 | 403 403 | 403 403 403 400 403 | -',
  'GET /api/admin/webhook-deliveries/{id}': '401 | 403 403 | 403 403 403 404 403 | -',
  'POST /api/admin/webhook-deliveries/{id}/resend': '401 | 403 403 | 403 403 403 404 403 | -',
  // backoffice: webhook-endpoints
  'GET /api/admin/webhook-endpoints': '401 | 403 403 | 403 403 403 200 403 | -',
  'POST /api/admin/webhook-endpoints': '401 | 403 403 | 403 403 403 422 403 | -',
  'GET /api/admin/webhook-endpoints/{id}': '401 | 403 403 | 403 403 403 404 403 | -',
  'PUT /api/admin/webhook-endpoints/{id}': '401 | 403 403 | 403 403 403 404 403 | -',
  'DELETE /api/admin/webhook-endpoints/{id}': '401 | 403 403 | 403 403 403 404 403 | -',
  'POST /api/admin/webhook-endpoints/{id}/test': '401 | 403 403 | 403 403 403 404 403 | -',
  // backoffice: the work board (pipelines, jobs, job-tasks)
  'GET /api/admin/pipelines': '401 | 403 403 | 200 200 200 200 403 | clients:read=200',
  'POST /api/admin/pipelines': '401 | 403 403 | 403 403 422 422 403 | clients:write=422',
  'GET /api/admin/pipelines/{id}': '401 | 403 403 | 404 404 404 404 403 | clients:read=404',
  'PUT /api/admin/pipelines/{id}': '401 | 403 403 | 403 403 404 404 403 | clients:write=404',
  'DELETE /api/admin/pipelines/{id}': '401 | 403 403 | 403 403 404 404 403 | clients:write=404',
  'GET /api/admin/jobs': '401 | 403 403 | 200 200 200 200 403 | clients:read=200',
  'POST /api/admin/jobs': '401 | 403 403 | 422 422 422 422 403 | clients:write=422',
  'GET /api/admin/jobs/{id}': '401 | 403 403 | 404 404 404 404 403 | clients:read=404',
  'PUT /api/admin/jobs/{id}': '401 | 403 403 | 404 404 404 404 403 | clients:write=404',
  'DELETE /api/admin/jobs/{id}': '401 | 403 403 | 403 403 404 404 403 | clients:write=404',
  'POST /api/admin/jobs/{id}/move': '401 | 403 403 | 422 422 422 422 403 | clients:write=422',
  'POST /api/admin/jobs/{id}/complete': '401 | 403 403 | 404 404 404 404 403 | clients:write=404',
  'GET /api/admin/job-tasks': '401 | 403 403 | 200 200 200 200 403 | clients:read=200',
  'POST /api/admin/job-tasks': '401 | 403 403 | 422 422 422 422 403 | clients:write=422',
  'GET /api/admin/job-tasks/{id}': '401 | 403 403 | 404 404 404 404 403 | clients:read=404',
  'PUT /api/admin/job-tasks/{id}': '401 | 403 403 | 404 404 404 404 403 | clients:write=404',
  'DELETE /api/admin/job-tasks/{id}': '401 | 403 403 | 404 404 404 404 403 | clients:write=404',
  'GET /api/jobs': '401 | 200 200 | 403 403 403 403 403 | -',
  'GET /api/admin/workload': '401 | 403 403 | 403 403 200 200 403 | -',
};
