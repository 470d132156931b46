export interface paths {
    "/health": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Get health */
        get: operations["getHealth"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/audit/events": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Get audit events
         * @description The audit trail, newest first: `limit` events (1–200, 50) and `next_cursor`, the `cursor` of the next page (null on the last). Filters: `from`, `to` (a day or an ISO date and time, inclusive), `action` (exact, or a beginning ending with a dot: `permissions.`), `actor_account_id`, `actor_kind`, `subject_kind`, `subject_id`, `customer_id` (staff; a customer always reads its own company’s), `q` (the acting e-mail or the subject id).
         */
        get: operations["getAuditEvents"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/configuration/public": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Get configuration public */
        get: operations["getConfigurationPublic"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/configuration": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Get configuration */
        get: operations["getConfiguration"];
        /** Update configuration */
        put: operations["updateConfiguration"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/webhooks": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** List webhooks */
        get: operations["listWebhooks"];
        put?: never;
        /**
         * Create webhook
         * @description Adds an endpoint; the answer holds its signing secret, shown only once.
         */
        post: operations["createWebhook"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/webhooks/events": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Get webhooks events
         * @description The events an endpoint may subscribe to, labelled in the language `Accept-Language` names first.
         */
        get: operations["getWebhooksEvents"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/webhooks/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Get webhook */
        get: operations["getWebhook"];
        /** Update webhook */
        put: operations["updateWebhook"];
        post?: never;
        /** Delete webhook */
        delete: operations["deleteWebhook"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/webhooks/{id}/secret": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Create webhook secret
         * @description Replaces the signing secret; the answer holds the new one, shown only once. The replaced secret keeps signing beside it (a second `v1,` signature in `webhook-signature`) for `overlap_hours` (default 24, at most 168; 0: at once).
         */
        post: operations["createWebhookSecret"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/webhooks/{id}/replay": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Create webhook replay
         * @description Sends the endpoint again the logged events of a time range (kept WEBHOOK_EVENT_RETENTION_DAYS days) that it listens to, with their original message ids.
         */
        post: operations["createWebhookReplay"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/webhooks/{id}/deliveries": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List webhook deliveries
         * @description Deliveries, newest first, each with its attempts; with `updated_since`, the changed ones, oldest change first.
         */
        get: operations["listWebhookDeliveries"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/webhooks/{id}/deliveries/{delivery_id}/retry": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Retry webhook delivery
         * @description Attempts the delivery again now (202).
         */
        post: operations["retryWebhookDelivery"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/notifications": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** List notifications */
        get: operations["listNotifications"];
        put?: never;
        /**
         * Report an issue (the spec’s ticket call)
         * @description Creates a support ticket like POST /tickets, and answers only the message.
         */
        post: operations["submitTicket"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/notifications/categories": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Get notifications categories
         * @description The categories of the notification types of the caller’s own notifications, sorted: the choices of `category`.
         */
        get: operations["getNotificationsCategories"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/notifications/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Get notification */
        get: operations["getNotification"];
        /** Update notification */
        put: operations["updateNotification"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/documents/order/{customer_id}/{order_id}/{input_id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Get documents order */
        get: operations["getDocumentsOrder"];
        put?: never;
        /**
         * Create documents order
         * @description Multipart field `file`: the order's document for `input_id` (pdf/doc/docx, xlsx or pdf/jpeg/png by input; ≤ 10 MB). Replaces the previous file; the order becomes saved.
         */
        post: operations["createDocumentsOrder"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/documents": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Create document
         * @description Multipart field `file`: a template file (pdf/doc/docx/xlsx; ≤ 10 MB).
         */
        post: operations["createDocument"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/documents/{filename}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Get document */
        get: operations["getDocument"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/permissions/my_permissions": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The signed-in account’s effective permissions */
        get: operations["listPermissionsMyPermissions"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/permissions": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** List permissions */
        get: operations["listPermissions"];
        put?: never;
        /** Create permission */
        post: operations["createPermission"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/permissions/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Get permission */
        get: operations["getPermission"];
        /** Update permission */
        put: operations["updatePermission"];
        post?: never;
        /** Delete permission */
        delete: operations["deletePermission"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/rate_limits/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Get rate limit
         * @description The company's API quota.
         */
        get: operations["getRateLimit"];
        /**
         * Update rate limit
         * @description Sets the company's quota of requests per minute per API key or session (null: the default).
         */
        put: operations["updateRateLimit"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/account/login/mfa": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Create account login mfa
         * @description The second sign-in step: the `mfa_token` of POST /account/login and a TOTP code, a recovery code or a passkey answer (`webauthn`, to the options of the first answer). Answers the session as POST /account/login does.
         */
        post: operations["createAccountLoginMfa"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/account/mfa": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Get account mfa */
        get: operations["getAccountMfa"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/account/mfa/totp": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Create account mfa totp
         * @description Starts an authenticator app: its secret, otpauth:// URI and QR code; confirm it with its first code.
         */
        post: operations["createAccountMfaTotp"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/account/mfa/totp/{id}/confirm": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Confirm account mfa totp */
        post: operations["confirmAccountMfaTotp"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/account/mfa/webauthn/registration_options": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Create account mfa webauthn registration option */
        post: operations["createAccountMfaWebauthnRegistrationOption"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/account/mfa/webauthn/registration": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Create account mfa webauthn registration */
        post: operations["createAccountMfaWebauthnRegistration"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/account/mfa/factors/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        /** Delete account mfa factor */
        delete: operations["deleteAccountMfaFactor"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/account/mfa/recovery_codes": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Create account mfa recovery code */
        post: operations["createAccountMfaRecoveryCode"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/account/reauth/webauthn_options": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Create account reauth webauthn option */
        post: operations["createAccountReauthWebauthnOption"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/accounts/{id}/mfa": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        /** Delete account mfa */
        delete: operations["deleteAccountMfa"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/customers/{id}/mfa": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Get customer mfa */
        get: operations["getCustomerMfa"];
        /** Update customer mfa */
        put: operations["updateCustomerMfa"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/account/api_keys": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Get account api keys */
        get: operations["getAccountApiKeys"];
        put?: never;
        /**
         * Create account api key
         * @description Creates a key; `secret` is answered this once and cannot be shown again. `scopes` narrow what it may do (none: the account’s full rights), `allowed_ips` where it may be used from; unknown fields answer 400.
         */
        post: operations["createAccountApiKey"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/account/api_keys/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        /** Delete account api key */
        delete: operations["deleteAccountApiKey"];
        options?: never;
        head?: never;
        /** Update account api key */
        patch: operations["updateAccountApiKey"];
        trace?: never;
    };
    "/account/login": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Sign in with e-mail and password */
        post: operations["signIn"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/account/logout": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Sign out (ends this session) */
        post: operations["signOut"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/account/register": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Register an account */
        post: operations["register"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/account/forgotpassword/{email}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Send a password-reset link */
        get: operations["requestPasswordReset"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/account/token_verification/{token}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Check a mailed link’s token (in the path) */
        get: operations["verifyTokenInPath"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/account/token_verification": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Check a mailed link’s token */
        post: operations["verifyToken"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/account/activate/{token}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Activate an account or set a new password (token in the path) */
        post: operations["activateAccountInPath"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/account/activate": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Activate an account or set a new password */
        post: operations["activateAccount"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/account/profile": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Get the caller’s profile */
        get: operations["getProfile"];
        /** Update the caller’s profile */
        put: operations["updateProfile"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/account/confirm-email/{token}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Confirm a new e-mail address (token in the path) */
        post: operations["confirmEmailInPath"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/account/confirm-email": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Confirm a new e-mail address */
        post: operations["confirmEmail"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/account/sessions": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** List the caller’s sessions */
        get: operations["listSessions"];
        put?: never;
        post?: never;
        /** End the caller’s other sessions */
        delete: operations["endOtherSessions"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/account/sessions/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        /** End one of the caller’s sessions */
        delete: operations["endSession"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/account/reauth": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Prove the caller again (step-up)
         * @description A fresh proof in this session (step-up): `password`, or `code` (a TOTP or recovery code), or `webauthn` (a passkey answer to POST /account/reauth/webauthn_options). Opens sensitive changes for 5 minutes.
         */
        post: operations["reauthenticate"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/account/password_update": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Change the password */
        post: operations["changePassword"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/accounts": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** List accounts */
        get: operations["listAccounts"];
        put?: never;
        post?: never;
        /** Delete the caller’s own account */
        delete: operations["deleteOwnAccount"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/customer/accounts": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** List customer accounts */
        get: operations["listCustomerAccounts"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/customer/account/types": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** List customer account types */
        get: operations["listCustomerAccountTypes"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/accounts/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Get account */
        get: operations["getAccount"];
        /** Update account */
        put: operations["updateAccount"];
        post?: never;
        /** Delete account */
        delete: operations["deleteAccount"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/account/signup": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Create an account */
        post: operations["createAccount"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/customer/account/signup": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Create an account of the caller’s company */
        post: operations["createCustomerAccount"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/accounts/{id}/resend_activation": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Create account resend activation */
        post: operations["createAccountResendActivation"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/accounts/{id}/sessions": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        /** End every session of an account */
        delete: operations["endAccountSessions"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/accounts/{id}/sign-in-failures": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        /** Forget an account’s failed sign-ins */
        delete: operations["clearAccountSignInFailures"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/customers": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** List customers */
        get: operations["listCustomers"];
        put?: never;
        /** Create customer */
        post: operations["createCustomer"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/customers/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Get customer */
        get: operations["getCustomer"];
        /** Update customer */
        put: operations["updateCustomer"];
        post?: never;
        /** Delete customer */
        delete: operations["deleteCustomer"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/customers/bulk": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Bulk create customers
         * @description Multipart field `file`: an .xlsx or .xls file (≤ 5 MB, ≤ 5000 rows).
         */
        post: operations["bulkCreateCustomers"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/customer-requests": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The queue of requests to become a customer: pending ones first, oldest first */
        get: operations["listCustomerRequests"];
        put?: never;
        /** Ask to become a customer (registered users; one pending request at a time) */
        post: operations["submitCustomerRequest"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/customer-requests/mine": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The caller’s latest request to become a customer, or null */
        get: operations["getOwnCustomerRequest"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/customer-requests/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** A request to become a customer (its requester, or staff who create customers) */
        get: operations["getCustomerRequest"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/customer-requests/{id}/approve": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Approve: the company is created and the requester becomes its master, in one transaction */
        post: operations["approveCustomerRequest"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/customer-requests/{id}/decline": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Decline with a reason the requester reads */
        post: operations["declineCustomerRequest"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/carriers": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** List carriers */
        get: operations["listCarriers"];
        put?: never;
        /** Create carrier */
        post: operations["createCarrier"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/carriers/bulk": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Bulk create carriers
         * @description Multipart field `file`: an .xlsx or .xls file (≤ 5 MB, ≤ 5000 rows) with the columns cic, cs, clli_name.
         */
        post: operations["bulkCreateCarriers"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/vendors": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** List vendors */
        get: operations["listVendors"];
        put?: never;
        /** Create vendor */
        post: operations["createVendor"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/vendors/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Get vendor */
        get: operations["getVendor"];
        /** Update vendor */
        put: operations["updateVendor"];
        post?: never;
        /** Delete vendor */
        delete: operations["deleteVendor"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/vendors/bulk": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Bulk create vendors
         * @description Multipart field `file`: an .xlsx or .xls file (≤ 5 MB, ≤ 5000 rows).
         */
        post: operations["bulkCreateVendors"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/servicenumbers/type": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** List servicenumbers type */
        get: operations["listServicenumbersType"];
        put?: never;
        /** Create servicenumbers type */
        post: operations["createServicenumbersType"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/servicenumbers/type/coverage": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** List servicenumbers type coverage */
        get: operations["listServicenumbersTypeCoverage"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/servicenumbers/type/coverage/coordinates": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Get servicenumbers type coverage coordinates */
        get: operations["getServicenumbersTypeCoverageCoordinates"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/servicenumbers/type/coverage/cities": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** List servicenumbers type coverage cities */
        get: operations["listServicenumbersTypeCoverageCities"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/servicenumbers/type/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Get servicenumbers type */
        get: operations["getServicenumbersType"];
        /** Update servicenumbers type */
        put: operations["updateServicenumbersType"];
        post?: never;
        /** Delete servicenumbers type */
        delete: operations["deleteServicenumbersType"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/servicenumbers/type/bulk": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Bulk create servicenumbers type
         * @description Multipart field `file`: an .xlsx or .xls file (≤ 5 MB, ≤ 5000 rows) in the servicenumbertypes template.
         */
        post: operations["bulkCreateServicenumbersType"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/tariff": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** List tariff */
        get: operations["listTariff"];
        put?: never;
        /** Create tariff */
        post: operations["createTariff"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/tariff/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Get tariff */
        get: operations["getTariff"];
        put?: never;
        post?: never;
        /** Delete tariff */
        delete: operations["deleteTariff"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/pricing/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /** Update pricing */
        put: operations["updatePricing"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/billing/simulate": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Get billing simulate
         * @description What a call of the product would cost, with each step of the computation (the function that rates loaded calls).
         */
        get: operations["getBillingSimulate"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/billing/statements": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List a month’s statements
         * @description Every company’s statements of the month by currency, with their totals (staff; `customer_id` narrows to one), or the caller’s own company’s. An open month is computed now; a closed one is as it was kept.
         */
        get: operations["listStatements"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/billing/statements/{customer_id}/{month}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Get a company’s statement of a month, with its lines
         * @description One statement per currency; every line carries how its amount was computed (`explain`).
         */
        get: operations["getStatement"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/billing/statements/{customer_id}/{month}/download": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Download a company’s statement of a month (CSV, XLSX or PDF) */
        get: operations["downloadStatement"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/billing/unrated": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List the month’s calls that could not be rated
         * @description Per company, service number and reason (no_tariff, no_rate): what to price before the month closes.
         */
        get: operations["listUnratedCalls"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/billing/months/{month}/close": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Close a month
         * @description Keeps every company’s statement of the month as it stands; it never changes again (calls of the month loaded later go to the next month as adjustments). Months close in order, once ended (UTC).
         */
        post: operations["closeBillingMonth"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/invnumbers": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** List invnumbers */
        get: operations["listInvnumbers"];
        put?: never;
        /** Create invnumber */
        post: operations["createInvnumber"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/invnumbers/jurisdictions": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Get invnumbers jurisdictions */
        get: operations["getInvnumbersJurisdictions"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/invnumbers/cities": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Get invnumbers cities */
        get: operations["getInvnumbersCities"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/invnumbers/available": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Get invnumbers available */
        get: operations["getInvnumbersAvailable"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/invnumbers/reservations": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Get invnumbers reservations */
        get: operations["getInvnumbersReservations"];
        put?: never;
        /**
         * Create invnumbers reservation
         * @description Holds the numbers for the caller’s company for 30 minutes; all or none (409 names the numbers gone).
         */
        post: operations["createInvnumbersReservation"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/invnumbers/reservations/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        /** Delete invnumbers reservation */
        delete: operations["deleteInvnumbersReservation"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/invnumbers/{id}/history": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Get invnumber history */
        get: operations["getInvnumberHistory"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/invnumbers/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Get invnumber */
        get: operations["getInvnumber"];
        /**
         * Update invnumber
         * @description 409 `inventory.stale` with `data` (the current number) when `updatedAt` is not the stored one.
         */
        put: operations["updateInvnumber"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/invnumbers/bulk": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Bulk create invnumbers
         * @description Multipart field `file`: an .xlsx or .xls file (≤ 30 MB, ≤ 50,000 rows) with the columns of GET /templates/invnumbers.
         */
        post: operations["bulkCreateInvnumbers"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/calls": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List calls
         * @description Call records newest first; without dates the last 30 days (UTC). `count` is exact up to 10,000 (`count_capped`).
         */
        get: operations["listCalls"];
        put?: never;
        /**
         * Create call
         * @description One call record (the columns of GET /templates/calls); 201, 409 when loaded already.
         */
        post: operations["createCall"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/calls/jurisdictions": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Get calls jurisdictions */
        get: operations["getCallsJurisdictions"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/calls/cities": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Get calls cities */
        get: operations["getCallsCities"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/calls/bulk": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Bulk create calls
         * @description Multipart field `file`: an .xlsx or .xls file (≤ 30 MB, ≤ 50,000 rows) with the columns of GET /templates/calls (or the call records export's names of them); answers each row's outcome and `ignored_columns`, the sheet's columns no row was read from.
         */
        post: operations["bulkCreateCalls"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/calls/import": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Import calls
         * @description A CSV body (`text/csv`, optionally `Content-Encoding: gzip`) whose header names the columns of GET /templates/calls; streamed and loaded with COPY. The call records export's names of the template columns (`answer_time`, `alerting_time`, `direction`) are read too. Answers received, loaded, duplicates, rejected, the first 1,000 rejected lines and `ignored_columns`, the header's columns no call was read from. Idempotent: a call already loaded (numbers in E.164) is not loaded again.
         */
        post: operations["importCalls"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/traffic/alerts": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** List traffic alerts */
        get: operations["listTrafficAlerts"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/traffic/alerts/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Get a traffic alert with its evidence */
        get: operations["getTrafficAlert"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/traffic/alerts/{id}/series": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The alert's number hour by hour against its baseline
         * @description A day before the first crossing to a day after the last (at most a week): attempts and answered calls per UTC hour, the expected attempts (the same hour of the previous 28 days) and the pumping threshold; null before the number has a week of history.
         */
        get: operations["getTrafficAlertSeries"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/traffic/alerts/{id}/acknowledge": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Acknowledge a traffic alert */
        post: operations["acknowledgeTrafficAlert"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/traffic/alerts/{id}/resolve": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Resolve a traffic alert, saying why */
        post: operations["resolveTrafficAlert"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/traffic/settings/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Get a company’s traffic alert thresholds */
        get: operations["getTrafficSettings"];
        /** Set a company’s traffic alert thresholds and quiet hours (null: the defaults) */
        put: operations["setTrafficSettings"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/traffic/mutes": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** List the numbers muted now */
        get: operations["listTrafficMutes"];
        put?: never;
        /** Mute a number until a time: no alert opens on it meanwhile */
        post: operations["muteTrafficNumber"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/traffic/mutes/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        /** End a mute now */
        delete: operations["unmuteTrafficNumber"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/reports/orders/summaryoverview": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Get reports orders summaryoverview */
        get: operations["getReportsOrdersSummaryoverview"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/reports/calls/callstatistics": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Get reports calls callstatistics
         * @description One row per UTC day of the range (default the last 30 days) and `totals`.
         */
        get: operations["getReportsCallsCallstatistics"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/reports/calls/callstatisticshourly": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Get reports calls callstatisticshourly
         * @description `dates`: 1 to 4 distinct days (YYYY-MM-DD, comma-separated); 24 rows each.
         */
        get: operations["getReportsCallsCallstatisticshourly"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/reports/calls/callcauses": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Get reports calls callcauses
         * @description The cause breakdown over the range (default the last 30 days): per Q.850 cause (answered or not) the count, its share of the attempts, its ITU-T E.411 class and whether NER counts it as effective; `attempts`, `effective` and the `rule`.
         */
        get: operations["getReportsCallsCallcauses"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/reports/{category}/{report_name}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Get report */
        get: operations["getReport"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/orders/{id}/numbers": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** List order numbers */
        get: operations["listOrderNumbers"];
        put?: never;
        /** Create order number */
        post: operations["createOrderNumber"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/orders/{id}/numbers/download": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Get order numbers download */
        get: operations["getOrderNumbersDownload"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/orders/{id}/numbers/file": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Create order numbers file */
        post: operations["createOrderNumbersFile"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/orders/{id}/numbers/{numberId}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        /** Delete order number */
        delete: operations["deleteOrderNumber"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/orders/{id}/disconnects": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Create order disconnect */
        post: operations["createOrderDisconnect"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/orders/{id}/disconnects/confirm": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Confirm order disconnects */
        post: operations["confirmOrderDisconnects"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/orders": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** List orders */
        get: operations["listOrders"];
        put?: never;
        /** Create order */
        post: operations["createOrder"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/orders/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Get order */
        get: operations["getOrder"];
        /**
         * Update order
         * @description 409 with `data` (the current order) when `updatedAt` is not the stored one.
         */
        put: operations["updateOrder"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/ports": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** List ports */
        get: operations["listPorts"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/ports/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Get port */
        get: operations["getPort"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/orders/{id}/port": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Get order port
         * @description The order's port; `data` is null while it has none.
         */
        get: operations["getOrderPort"];
        /**
         * Update order port
         * @description Creates the order's port as a draft, or changes it while it is a draft or in exception.
         */
        put: operations["updateOrderPort"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/ports/{id}/moves": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Create port move */
        post: operations["createPortMove"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/ports/{id}/notes": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Create port note */
        post: operations["createPortNote"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/ports/{id}/loa": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Get port loa */
        get: operations["getPortLoa"];
        put?: never;
        /**
         * Create port loa
         * @description Multipart field `file`: the signed letter of authorisation (pdf/jpeg/png; ≤ 10 MB). Replaces the previous one.
         */
        post: operations["createPortLoa"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/ports/{id}/loa/signed": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Get port loa signed */
        get: operations["getPortLoaSigned"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/compliance/end-users": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Get compliance end users */
        get: operations["getComplianceEndUsers"];
        put?: never;
        /** Create compliance end user */
        post: operations["createComplianceEndUser"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/compliance/end-users/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /** Update compliance end user */
        put: operations["updateComplianceEndUser"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/compliance/documents": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** List compliance documents */
        get: operations["listComplianceDocuments"];
        put?: never;
        /**
         * Create compliance document
         * @description Multipart field `file`: a proof of the caller’s company (pdf/doc/docx, or pdf/jpeg/png for a passport and its photo; ≤ 10 MB), pending until staff verify it. Its type, country, end user and valid-until date in the query.
         */
        post: operations["createComplianceDocument"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/compliance/documents/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Get compliance document */
        get: operations["getComplianceDocument"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/compliance/documents/{id}/file": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Get compliance document file */
        get: operations["getComplianceDocumentFile"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/compliance/verifications": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** List compliance verifications */
        get: operations["listComplianceVerifications"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/compliance/documents/{id}/verification": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /** Update compliance document verification */
        put: operations["updateComplianceDocumentVerification"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/compliance/expiry-check": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Create compliance expiry check
         * @description Runs the daily expiry check now (it warns of each proof once per valid-until date).
         */
        post: operations["createComplianceExpiryCheck"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/compliance/orders/{order_id}/proofs": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Get compliance order proofs */
        get: operations["getComplianceOrderProofs"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/compliance/orders/{order_id}/proofs/{input_id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /** Update compliance order proof */
        put: operations["updateComplianceOrderProof"];
        /**
         * Create compliance order proof
         * @description Multipart field `file`: a new proof for the order’s requirement `input_id`; it joins the company’s proofs (pending; the order’s country unless `country` is given) and the order uses it.
         */
        post: operations["createComplianceOrderProof"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/dnis": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** List dnis */
        get: operations["listDnis"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/dnis/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /** Update dni */
        put: operations["updateDni"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/reports/download/{category}/{report_name}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Get reports download
         * @description Queues an export job (202). Reports: inventory/inventorynumbers (inventory filters; needs 220 list); calls/callstatistics and calls/callsummary (call filters; need 900 list); audit/auditevents (the audit trail’s filters; needs 1050 list).
         */
        get: operations["getReportsDownload"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/downloads": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** List downloads */
        get: operations["listDownloads"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/download/{name}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Get download */
        get: operations["getDownload"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/reporting/reports": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List reporting reports
         * @description The caller’s reports; staff: `all=true` for everyone’s.
         */
        get: operations["listReportingReports"];
        put?: never;
        /** Create reporting report */
        post: operations["createReportingReport"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/reporting/reports/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Get reporting report */
        get: operations["getReportingReport"];
        /** Update reporting report */
        put: operations["updateReportingReport"];
        post?: never;
        /** Delete reporting report */
        delete: operations["deleteReportingReport"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/reporting/reports/{id}/run": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Run reporting report
         * @description Runs the report now: an export job (202), listed in Downloads.
         */
        post: operations["runReportingReport"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/templates/customers": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Get templates customers */
        get: operations["getTemplatesCustomers"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/templates/carriers": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Get templates carriers */
        get: operations["getTemplatesCarriers"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/templates/vendors": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Get templates vendors */
        get: operations["getTemplatesVendors"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/templates/servicenumbertypes": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Get templates servicenumbertypes */
        get: operations["getTemplatesServicenumbertypes"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/templates/invnumbers": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Get templates invnumbers */
        get: operations["getTemplatesInvnumbers"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/templates/calls": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Get templates calls */
        get: operations["getTemplatesCalls"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/account/types": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** List account types */
        get: operations["listAccountTypes"];
        put?: never;
        /** Create account type */
        post: operations["createAccountType"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/account/types/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Get account type */
        get: operations["getAccountType"];
        /** Update account type */
        put: operations["updateAccountType"];
        post?: never;
        /** Delete account type */
        delete: operations["deleteAccountType"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/functionalities": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** List functionalities */
        get: operations["listFunctionalities"];
        put?: never;
        /** Create functionality */
        post: operations["createFunctionality"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/functionalities/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Get functionality */
        get: operations["getFunctionality"];
        /** Update functionality */
        put: operations["updateFunctionality"];
        post?: never;
        /** Delete functionality */
        delete: operations["deleteFunctionality"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/countries": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** List countries */
        get: operations["listCountries"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/currencies": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** List currencies */
        get: operations["listCurrencies"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/country_dial_codes": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** List country dial codes */
        get: operations["listCountryDialCodes"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/jurisdictions": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** List jurisdictions */
        get: operations["listJurisdictions"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/cities": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** List cities */
        get: operations["listCities"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/dashboard": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Get dashboard */
        get: operations["getDashboard"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/notifications/type": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** List notifications type */
        get: operations["listNotificationsType"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/notifications/type/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Get notifications type */
        get: operations["getNotificationsType"];
        /** Update notifications type */
        put: operations["updateNotificationsType"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/support/contacts": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Get support contacts */
        get: operations["getSupportContacts"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/tickets": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List support tickets
         * @description A customer’s own company’s tickets, or (staff) every company’s; most recently changed first.
         */
        get: operations["listTickets"];
        put?: never;
        /**
         * Open a support ticket
         * @description A title (Order Issue, Portal Issue or Other) and a first message of at most 250 words.
         */
        post: operations["createTicket"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/tickets/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Get a support ticket with its messages */
        get: operations["getTicket"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/tickets/{id}/messages": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Reply in a support ticket’s thread
         * @description At most 250 words. A staff reply marks the ticket answered (refused on a closed ticket: reopen it first); a customer’s reply opens it again, a closed one included.
         */
        post: operations["replyToTicket"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/tickets/{id}/assignee": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /** Assign a support ticket to a staff account, or to nobody */
        put: operations["assignTicket"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/tickets/{id}/close": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Close a support ticket */
        post: operations["closeTicket"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/tickets/{id}/reopen": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Reopen a closed support ticket */
        post: operations["reopenTicket"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
}
export type webhooks = Record<string, never>;
export interface components {
    schemas: {
        Ticket: {
            id: number;
            customer_id: number | null;
            customer_name: string | null;
            /** @enum {string} */
            title: "Order Issue" | "Portal Issue" | "Other";
            /** @enum {string} */
            status: "open" | "answered" | "closed";
            creator_account_id: number | null;
            creator_name: string | null;
            assignee_account_id: number | null;
            assignee_name: string | null;
            messages_count: number;
            /** @enum {string} */
            last_side: "customer" | "staff";
            createdAt: string;
            updatedAt: string;
        };
        TicketMessage: {
            id: number;
            author_account_id: number | null;
            author_name: string | null;
            /** @enum {string} */
            side: "customer" | "staff";
            body: string;
            createdAt: string;
        };
        TicketDetail: {
            id: number;
            customer_id: number | null;
            customer_name: string | null;
            /** @enum {string} */
            title: "Order Issue" | "Portal Issue" | "Other";
            /** @enum {string} */
            status: "open" | "answered" | "closed";
            creator_account_id: number | null;
            creator_name: string | null;
            assignee_account_id: number | null;
            assignee_name: string | null;
            messages_count: number;
            /** @enum {string} */
            last_side: "customer" | "staff";
            createdAt: string;
            updatedAt: string;
            messages: components["schemas"]["TicketMessage"][];
        };
        EndUser: {
            id: number;
            customer_id: number;
            name: string;
            address: string | null;
            country: string | null;
            contact_phone: string | null;
            contact_email: string | null;
            createdAt: string;
        };
        Proof: {
            id: number;
            customer_id: number;
            customer_name: string | null;
            type: string;
            country: string;
            end_user_id: number | null;
            end_user_name: string | null;
            valid_until: string | null;
            state: string;
            reject_reason: string | null;
            verified_at: (string) | null;
            warned_at: (string) | null;
            filename: string | null;
            original_name: string | null;
            size: number | null;
            expired: boolean;
            expiring_soon: boolean;
            orders: number;
            createdAt: string;
        };
        Tariff: {
            id: number;
            type: string;
            service_number_type_id: number | null;
            currency: string | null;
            nrc?: string | null;
            mrc?: string | null;
            nrc_channel_charges?: string | null;
            mrc_channel_charges?: string | null;
            fix_usage_rate?: string | null;
            mobile_usage_rate?: string | null;
            payphone_usage_rate?: string | null;
            inbound_charges?: string | null;
            outbound_charges_fixed?: string | null;
            outbound_charges_mobile?: string | null;
            outbound_charges_special?: string | null;
            billing_incremental?: string | null;
            billing_start_date?: string | null;
            commencement_date?: string | null;
            service_type: string | null;
            jurisdiction: string | null;
            vendor: string | null;
            vendor_option: string | null;
            outbound_calling_enabled: boolean;
            createdAt: string;
            updatedAt: string;
        };
        InventoryNumber: {
            id: number;
            service_number: string;
            service_type: string;
            jurisdiction: string;
            city: string | null;
            number_type: string | null;
            access_type: string | null;
            vendor_id: number | null;
            vendor_insight_code: string | null;
            vendor_plan: string | null;
            vendor_option: string | null;
            customer_id: number | null;
            customer_insight_code: string | null;
            customer_name: string | null;
            order_id: number | null;
            routing_vendor: string | null;
            translated_routing: string | null;
            ocn_for_customer: string | null;
            translation_termination_number: string | null;
            irouting_billing: string | null;
            currency: string | null;
            nrc: string | null;
            mrc: string | null;
            inbound_charges: string | null;
            outbound_charges_fixed: string | null;
            outbound_charges_mobile: string | null;
            outbound_charges_special: string | null;
            billing_incremental: string | null;
            commencement_date: string | null;
            billing_start_date: string | null;
            expiration_date: string | null;
            expired: boolean;
            sr_reference: string | null;
            provider_remarks: string | null;
            daisy_loopback_trunk: string | null;
            allinone_loopback_trunk: string | null;
            bothways_enabled: boolean;
            over_limited_channel: number | null;
            outbound_idd_callout_country: string | null;
            /** @enum {string} */
            state: "available" | "reserved" | "assigned" | "active" | "aging";
            state_changed_at: string;
            reserved_until: (string) | null;
            aging_until: (string) | null;
            createdAt: string;
            updatedAt: string;
        };
        Product: {
            id: number;
            expired: boolean;
            service_type: string;
            number_type: string | null;
            jurisdiction: string;
            jurisdiction_dial_code: string | null;
            service_access_code: string | null;
            outbound_calling_enabled: boolean;
            outbound_call_display_format: string | null;
            accessibility: string[];
            accessibility_remarks: string | null;
            international_accessible: boolean;
            provisioning_lead_time: number | null;
            maximum_call_duration: number | null;
            concurrent_maximum_calls: number | null;
            concurrent_call_expandable: boolean;
            conc_df_callpernumber: number | null;
            conc_max_callpnumber: number | null;
            calling_card_usage_permitted: boolean;
            local_caller_cli_supported: boolean;
            t38_fax_supported: boolean;
            emergency_services: boolean;
            additional_remarks: string | null;
            usage_forecast_req: boolean;
            purpose_application_req: boolean;
            itu_assignment_notification_req: boolean;
            business_nature_req: boolean;
            business_registration_req: boolean;
            business_registration_doc_req: boolean;
            buss_reg_doctypes_req: string | null;
            end_user_name_req: boolean;
            end_user_contact_req: boolean;
            end_user_address_req: boolean;
            end_user_address_type: string | null;
            end_user_address_proof_req: boolean;
            end_user_address_proof_required: string | null;
            declaration_letter_req: boolean;
            declaration_letter_link: string | null;
            authorised_person_passport_id_req: boolean;
            authpers_passportholding_req: boolean;
            portability: boolean;
            portability_options: string[];
            prt_consentletter_req: boolean;
            prt_consentletter_link: string | null;
            prt_hstcarriers_req: boolean;
            portability_forms: boolean;
            portability_forms_link: string | null;
            portability_latest_invoices_req: boolean;
            cities: {
                city: string;
                city_dial_code: string | null;
            }[];
            createdAt: string;
            updatedAt: string;
            vendor_id: number;
            vendor: string | null;
            vendor_plan: string | null;
            vendor_option: string;
            tariff: components["schemas"]["Tariff"] | null;
        };
        ProductView: {
            id: number;
            expired: boolean;
            service_type: string;
            number_type: string | null;
            jurisdiction: string;
            jurisdiction_dial_code: string | null;
            service_access_code: string | null;
            outbound_calling_enabled: boolean;
            outbound_call_display_format: string | null;
            accessibility: string[];
            accessibility_remarks: string | null;
            international_accessible: boolean;
            provisioning_lead_time: number | null;
            maximum_call_duration: number | null;
            concurrent_maximum_calls: number | null;
            concurrent_call_expandable: boolean;
            conc_df_callpernumber: number | null;
            conc_max_callpnumber: number | null;
            calling_card_usage_permitted: boolean;
            local_caller_cli_supported: boolean;
            t38_fax_supported: boolean;
            emergency_services: boolean;
            additional_remarks: string | null;
            usage_forecast_req: boolean;
            purpose_application_req: boolean;
            itu_assignment_notification_req: boolean;
            business_nature_req: boolean;
            business_registration_req: boolean;
            business_registration_doc_req: boolean;
            buss_reg_doctypes_req: string | null;
            end_user_name_req: boolean;
            end_user_contact_req: boolean;
            end_user_address_req: boolean;
            end_user_address_type: string | null;
            end_user_address_proof_req: boolean;
            end_user_address_proof_required: string | null;
            declaration_letter_req: boolean;
            declaration_letter_link: string | null;
            authorised_person_passport_id_req: boolean;
            authpers_passportholding_req: boolean;
            portability: boolean;
            portability_options: string[];
            prt_consentletter_req: boolean;
            prt_consentletter_link: string | null;
            prt_hstcarriers_req: boolean;
            portability_forms: boolean;
            portability_forms_link: string | null;
            portability_latest_invoices_req: boolean;
            cities: {
                city: string;
                city_dial_code: string | null;
            }[];
            createdAt: string;
            updatedAt: string;
            vendor_id?: number;
            vendor?: string | null;
            vendor_plan?: string | null;
            vendor_option?: string;
            tariff?: {
                id: number;
                type: string;
                service_number_type_id: number | null;
                currency: string | null;
                nrc?: string | null;
                mrc?: string | null;
                nrc_channel_charges?: string | null;
                mrc_channel_charges?: string | null;
                fix_usage_rate?: string | null;
                mobile_usage_rate?: string | null;
                payphone_usage_rate?: string | null;
                inbound_charges?: string | null;
                outbound_charges_fixed?: string | null;
                outbound_charges_mobile?: string | null;
                outbound_charges_special?: string | null;
                billing_incremental?: string | null;
                billing_start_date?: string | null;
                commencement_date?: string | null;
                service_type: string | null;
                jurisdiction: string | null;
                vendor?: string | null;
                vendor_option?: string | null;
                outbound_calling_enabled: boolean;
                createdAt: string;
                updatedAt: string;
            } | null;
        };
        Customer: {
            id: number;
            name: string;
            former_name: string | null;
            website: string | null;
            provider_insight_company_code: string | null;
            provider_signed_bdm_id: number | null;
            provider_signed_bdm_name: string | null;
            business_jurisdiction: string | null;
            business_registration_number: string | null;
            vat_number: string | null;
            address_country: string | null;
            address_city: string | null;
            address_line_1: string | null;
            address_line_2: string | null;
            address_line_3: string | null;
            address_postcode: string | null;
            commercial_contact: ({
                name?: string | null;
                phone?: string | null;
                email?: string | null;
            } & {
                [key: string]: unknown;
            }) | null;
            financial_contact: ({
                name?: string | null;
                phone?: string | null;
                email?: string | null;
            } & {
                [key: string]: unknown;
            }) | null;
            fault_reporting_contact: ({
                name?: string | null;
                phone?: string | null;
                email?: string | null;
            } & {
                [key: string]: unknown;
            }) | null;
            billing_details: string | null;
            bank_information: string | null;
            other_information: string | null;
            createdAt: string;
            updatedAt: string;
            master_id: number | null;
            master: {
                id: number;
                email: string;
            } | null;
        };
        BulkRow: {
            row: number;
            /** @enum {string} */
            status: "created" | "exist" | "error";
            errors: {
                field: string;
                message: string;
            }[];
        };
        Vendor: {
            id: number;
            name: string;
            former_name: string | null;
            website: string | null;
            provider_insight_company_code: string | null;
            provider_signed_bdm_id: number | null;
            provider_signed_bdm_name: string | null;
            business_jurisdiction: string | null;
            business_registration_number: string | null;
            vat_number: string | null;
            address_country: string | null;
            address_city: string | null;
            address_line_1: string | null;
            address_line_2: string | null;
            address_line_3: string | null;
            address_postcode: string | null;
            commercial_contact: ({
                name?: string | null;
                phone?: string | null;
                email?: string | null;
            } & {
                [key: string]: unknown;
            }) | null;
            financial_contact: ({
                name?: string | null;
                phone?: string | null;
                email?: string | null;
            } & {
                [key: string]: unknown;
            }) | null;
            fault_reporting_contact: ({
                name?: string | null;
                phone?: string | null;
                email?: string | null;
            } & {
                [key: string]: unknown;
            }) | null;
            billing_details: string | null;
            bank_information: string | null;
            other_information: string | null;
            createdAt: string;
            updatedAt: string;
        };
        Carrier: {
            id: number;
            cic: string;
            cs: string | null;
            clli_name: string | null;
            createdAt: string;
            updatedAt: string;
        };
        CallRecord: {
            id: number;
            CDR_SEIZTIME: string;
            SERVICE_TYPE: string;
            vendor_name: string | null;
            CDR_CLDNUM: string;
            CDR_CLGNUM: string | null;
            CDR_CLDCNUM: string | null;
            CDR_ORIGIN: string | null;
            CDR_DESTINATION: string | null;
            CDR_DISCTIME: string | null;
            CDR_COMPCODE: number | null;
            CDR_RELEASEDIR: ("calling" | "called" | "network") | null;
            CDR_IC_CUSTOMER_NAME: string | null;
            CDR_OG_CUSTOMER_NAME: string | null;
            answer_time: string | null;
            alerting_time: string | null;
            duration_seconds: number;
            /** @enum {string} */
            direction: "inbound" | "outbound";
            jurisdiction: string;
            city: string | null;
            origin_type: string | null;
            billed_seconds: number | null;
            rate: string | null;
            cost: string | null;
            currency: string | null;
            unrated_reason: string | null;
        };
        FieldError: {
            field: string;
            message: string;
            code?: string;
        };
        Error: {
            statusCode?: number;
            error?: string;
            code: string;
            message: string;
            errors?: components["schemas"]["FieldError"][];
        };
        OrderSummary: {
            id: number;
            customer_id: number;
            customer: string | null;
            created_by: {
                id: number;
                email: string;
                firstname: string | null;
                lastname: string | null;
            } | null;
            service_type: string;
            jurisdiction: string;
            city: string | null;
            /** @enum {string} */
            status: "requested" | "saved" | "confirmed" | "incomplete" | "ready" | "processed" | "accepted" | "assigned" | "ordered" | "testing" | "completed" | "cancellation" | "cancelled" | "terminated";
            number_quantity: number;
            channel_quantity: number;
            reference: string;
            currency: string | null;
            nrc: string | null;
            mrc: string | null;
            createdAt: string;
            updatedAt: string;
        };
        Order: {
            id: number;
            customer_id: number;
            customer: string | null;
            created_by: {
                id: number;
                email: string;
                firstname: string | null;
                lastname: string | null;
            } | null;
            service_number_type_order_history_id: number;
            service_number_type_id: number | null;
            service_type: string;
            jurisdiction: string;
            /** @enum {string} */
            status: "requested" | "saved" | "confirmed" | "incomplete" | "ready" | "processed" | "accepted" | "assigned" | "ordered" | "testing" | "completed" | "cancellation" | "cancelled" | "terminated";
            city_specific: boolean;
            number_quantity: number;
            channel_quantity: number;
            reference: string;
            translation_number_required: boolean;
            porting: boolean;
            city: string | null;
            additional_remarks: string | null;
            provider_remarks: string | null;
            translation_number_type: string | null;
            translation_number_format: string | null;
            translation_number_prefix: string | null;
            translation_number_to: string | null;
            translation_number_to_file: string | null;
            porting_number_to: string | null;
            porting_number_to_file: string | null;
            end_user_name: string | null;
            end_user_address: string | null;
            end_user_address_proof: string | null;
            end_user_contact_phone: string | null;
            end_user_contact_email: string | null;
            purpose_application: string | null;
            usage_forecast: string | null;
            business_nature: string | null;
            business_registration_jurisdiction: string | null;
            business_registration_number: string | null;
            business_registration_doc: string | null;
            itu_assignment_doc: string | null;
            declaration_letter: string | null;
            authorised_person_passport_id: string | null;
            authorised_person_passport_holding_photo_id: string | null;
            portability_end_user_consent_letter: string | null;
            portability_name_existing_hosting_carriers: string | null;
            portability_forms: string | null;
            portability_latest_invoices: string | null;
            custom_tariff_id: number | null;
            date_purchase: (string) | null;
            createdAt: string;
            updatedAt: string;
            servicenumbertypeorderhistory: {
                service_type: string;
                jurisdiction: string;
                currency: string | null;
                nrc: string | null;
                mrc: string | null;
                product: {
                    [key: string]: unknown;
                } | null;
                tariff: {
                    [key: string]: unknown;
                } | null;
            };
            custom_tariff: {
                [key: string]: unknown;
            } | null;
            documents: {
                [key: string]: {
                    filename: string;
                    original_name: string;
                    size: number;
                    createdAt: string;
                };
            };
            events: {
                id: number;
                /** @enum {string} */
                kind: "status" | "pricing" | "numbers";
                account: {
                    id: number;
                    email: string;
                    firstname: string | null;
                    lastname: string | null;
                } | null;
                from_status: ("requested" | "saved" | "confirmed" | "incomplete" | "ready" | "processed" | "accepted" | "assigned" | "ordered" | "testing" | "completed" | "cancellation" | "cancelled" | "terminated") | null;
                /** @enum {string} */
                to_status: "requested" | "saved" | "confirmed" | "incomplete" | "ready" | "processed" | "accepted" | "assigned" | "ordered" | "testing" | "completed" | "cancellation" | "cancelled" | "terminated";
                remarks: string | null;
                details: {
                    [key: string]: unknown;
                } | null;
                internal_note?: string | null;
                createdAt: string;
            }[];
            incomplete_reason: string | null;
            requirements: {
                missing: string[];
                complete: boolean;
            };
            actions: {
                /** @enum {string} */
                action: "save" | "submit" | "cancel" | "confirm" | "process" | "incomplete" | "accept" | "assign" | "order" | "test" | "complete" | "cancel_confirm";
                /** @enum {string} */
                to: "requested" | "saved" | "confirmed" | "incomplete" | "ready" | "processed" | "accepted" | "assigned" | "ordered" | "testing" | "completed" | "cancellation" | "cancelled" | "terminated";
                possible: boolean;
            }[];
            steps: ("features" | "details" | "translation" | "porting" | "confirmation")[];
            confirmation_only: boolean;
            may_custom_price: boolean;
            numbers: {
                count: number;
                states: {
                    [key: string]: number;
                };
            };
        };
        Country: {
            id: number;
            code: string;
            iso3: string | null;
            name: string;
            dial_code: string;
            continent: string;
            region: string | null;
        };
        AccountType: {
            id: number;
            account_type: string;
            description: string;
        };
        Functionality: {
            id: number;
            description: string;
            category: string;
            sub_category: string;
            customercrud: string[];
            providercrud: string[];
        };
        NotificationType: {
            id: number;
            functionality_id: number;
            functionality: {
                description: string;
            };
            customer_id: number | null;
            category: string;
            sub_category: string;
            action: string;
            default_receiver_account_type_id: number[];
            default_receiver_account_id: number | null;
            alert_user: boolean;
            alert_group: boolean;
            alert_email: boolean;
            alert_client: boolean;
        };
        ExportFile: {
            filename: string;
            category: string;
            report_name: string;
            /** @enum {string} */
            format: "csv" | "xlsx";
            percentage: number;
            /** @enum {string} */
            status: "Pending" | "Processing" | "Completed" | "Failed";
            rows: number | null;
            error: string | null;
            createdAt: string;
            completedAt: string | null;
        };
        ApiKey: {
            id: number;
            name: string;
            prefix: string;
            created_at: string;
            last_used_at: (string) | null;
            expires_at: string;
            /**
             * @example [
             *       "orders:read",
             *       "reports:read"
             *     ]
             */
            scopes: string[] | null;
            /**
             * @example [
             *       "203.0.113.0/24",
             *       "2001:db8::/32"
             *     ]
             */
            allowed_ips: string[] | null;
            last_used_ip: string | null;
        };
        Webhook: {
            id: number;
            customer_id: number | null;
            url: string;
            description: string;
            events: string[];
            enabled: boolean;
            disabled_reason: string | null;
            failing_since: (string) | null;
            previous_secret_until: (string) | null;
            createdAt: string;
            updatedAt: string;
        };
        WebhookAttempt: {
            id: number;
            /**
             * @example notification.created
             * @example statement.closed
             * @example calls.import_completed
             * @example traffic.alert_opened
             * @example traffic.alert_resolved
             * @example order.created
             * @example order.status_changed
             * @example order.document_uploaded
             * @example order.numbers_assigned
             * @example order.numbers_activated
             * @example order.disconnect_requested
             * @example order.numbers_disconnected
             * @example inventory.reservation_expired
             * @example port.state_changed
             * @example port.note_added
             * @example compliance.document_expiring
             * @example compliance.document_verified
             * @example export.completed
             * @example ticket.replied
             */
            event: string;
            status_code: number | null;
            duration_ms: number;
            response_excerpt: string;
            error: string | null;
            attempted_at: string;
        };
        WebhookDelivery: {
            id: number;
            message_id: string;
            /**
             * @example notification.created
             * @example statement.closed
             * @example calls.import_completed
             * @example traffic.alert_opened
             * @example traffic.alert_resolved
             * @example order.created
             * @example order.status_changed
             * @example order.document_uploaded
             * @example order.numbers_assigned
             * @example order.numbers_activated
             * @example order.disconnect_requested
             * @example order.numbers_disconnected
             * @example inventory.reservation_expired
             * @example port.state_changed
             * @example port.note_added
             * @example compliance.document_expiring
             * @example compliance.document_verified
             * @example export.completed
             * @example ticket.replied
             */
            event: string;
            /**
             * @example pending
             * @example succeeded
             * @example failed
             */
            status: string;
            attempt_count: number;
            next_attempt_at: (string) | null;
            /** @example order:812 */
            subject: string | null;
            createdAt: string;
            updatedAt: string;
            payload: {
                [key: string]: unknown;
            };
            attempts: components["schemas"]["WebhookAttempt"][];
        };
        Notification: {
            id: number;
            creator_customer: string | null;
            notificationtype: {
                category: string;
                sub_category: string;
                action: string;
            } | null;
            notification_title: string;
            notification_message: string;
            notification_status: string;
            notification_read: boolean;
            event: string | null;
            params: {
                [key: string]: unknown;
            } | null;
            functionality_id: number;
            order_id: number | null;
            subject: {
                kind: string;
                id: number;
                path: string | null;
            } | null;
            receiver_account_id: number;
            creator_account_id: number | null;
            creator_customer_id: number | null;
            createdAt: string;
        };
        Account: {
            id: number;
            username: string;
            email: string;
            account_type_id: number;
            accounttype: {
                id: number;
                account_type: string;
            };
            /** @enum {string} */
            status: "requested" | "created" | "active" | "terminated";
            disabled: boolean;
            customer_id: number | null;
            customer: {
                id: number;
                name: string;
            } | null;
            userprofile: {
                firstname: string | null;
                lastname: string | null;
                jobtitle: string | null;
                telephone: string | null;
                mobile: string | null;
                fax: string | null;
                currency: string | null;
                language: string | null;
                address_country: string | null;
                address_city: string | null;
                address_line_1: string | null;
                address_line_2: string | null;
                address_line_3: string | null;
                address_postcode: string | null;
                timezone: string | null;
                department: string | null;
            };
            last_login: (string) | null;
            login_count: number;
        };
        Permission: {
            account_type_id: number;
            functionality_id: number;
            customer_id: number | null;
            read: boolean;
            list: boolean;
            write: boolean;
            edit: boolean;
            delete: boolean;
            id: number;
            accounttype: {
                account_type: string;
            };
            customer: {
                id: number;
                name: string;
            } | null;
            functionality: {
                description: string;
                category: string;
                customercrud: string[];
                providercrud: string[];
            };
        };
        Report: {
            id: number;
            account_id: number;
            owner_email?: string | null;
            name: string;
            type: string;
            filters: {
                [key: string]: unknown;
            };
            period: {
                [key: string]: unknown;
            };
            time_zone: string;
            format: string;
            schedule: {
                [key: string]: unknown;
            };
            email: boolean;
            next_run_at: (string) | null;
            createdAt: string;
            last_run: {
                filename: string;
                status: string;
                percentage: number;
                createdAt: string;
            } | null;
        };
        AuditEvent: {
            id: number;
            at: string;
            actor: {
                kind: string;
                account_id: number | null;
                email: string | null;
                name: string | null;
                api_key_id: number | null;
                api_key_name: string | null;
                label: string | null;
                customer_id: number | null;
                customer_name: string | null;
            };
            action: string;
            subject: {
                kind: string | null;
                id: string | null;
                customer_id: number | null;
                customer_name: string | null;
            };
            changes: {
                [key: string]: {
                    from?: unknown;
                    to?: unknown;
                };
            } | null;
            ip: string | null;
            user_agent: string | null;
            request_id: string | null;
        };
        TrafficAlert: {
            id: number;
            customer_id: number;
            customer_name: string;
            /** @enum {string} */
            scope: "number" | "company";
            inventory_number_id: number | null;
            service_number: string | null;
            /** @enum {string} */
            kind: "pumping" | "short_calls" | "origin_mix" | "single_caller" | "quality";
            /** @enum {string} */
            state: "open" | "acknowledged" | "resolved";
            evidence: {
                first_hour: string;
                last_hour: string;
                crossings: number;
                peak: {
                    /** @enum {string} */
                    kind: "pumping" | "short_calls" | "origin_mix" | "single_caller" | "quality";
                    observed: number;
                    expected: number;
                    threshold: number;
                    rule: string;
                    hour: string;
                };
                latest: {
                    /** @enum {string} */
                    kind: "pumping" | "short_calls" | "origin_mix" | "single_caller" | "quality";
                    observed: number;
                    expected: number;
                    threshold: number;
                    rule: string;
                    hour: string;
                };
            };
            opened_at: string;
            acknowledged_at: (string) | null;
            resolved_at: (string) | null;
            resolution_note: string | null;
            resolved_automatically: boolean;
            updatedAt: string;
        };
        CustomerRequest: {
            id: number;
            /** @enum {string} */
            status: "pending" | "approved" | "declined";
            account_id: number;
            requester_email: string;
            requester_name: string | null;
            company_name: string;
            business_jurisdiction: string;
            address_country: string;
            address_city: string | null;
            address_line_1: string;
            address_line_2: string | null;
            address_postcode: string | null;
            vat_number: string | null;
            business_registration_number: string | null;
            phone: string;
            expected_services: string[];
            expected_volumes: string | null;
            note: string | null;
            decline_reason: string | null;
            customer_id: number | null;
            decided_at: (string) | null;
            createdAt: string;
            updatedAt: string;
        };
    };
    responses: {
        /** @description The request is malformed or a field breaks the schema (`errors[]` names each field). `code`: one of `validation.failed`, `bad_request`, `request.invalid_json`, `request.value_out_of_range`, `request.control_characters`, `request.bad_encoding`, `auth.token_invalid`, `customer.either_master`, `upload.file_missing`, `upload.unreadable`, `upload.damaged`, `idempotency.key_invalid`, `idempotency.unsupported`, `idempotency.not_honoured`, `billing.month_invalid`. */
        BadRequest: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                "application/json": components["schemas"]["Error"];
            };
        };
        /** @description No token, an expired or revoked session or API key, or a sign-in refused. `code`: one of `unauthorized`, `auth.invalid_credentials`, `auth.session_expired`, `auth.step_up_required`, `auth.mfa_token_invalid`, `auth.mfa_code_invalid`, `api_key.address_not_allowed`. */
        Unauthorized: {
            headers: {
                "WWW-Authenticate": components["headers"]["WWWAuthenticate"];
                [name: string]: unknown;
            };
            content: {
                "application/json": components["schemas"]["Error"];
            };
        };
        /** @description The account may not make this call. `code`: one of `forbidden`, `auth.account_terminated`, `auth.account_disabled`, `auth.session_only`, `auth.registration_closed`, `auth.user_limit`, `account.type_not_creatable`, `account.type_not_assignable`, `account.not_manageable`, `account.not_deletable`, `account.rule_forbidden`, `auth.mfa_enrolment_required`, `mfa.master_only`, `mfa.reset_self`, `customer.master_only`, `permission.no_scope`, `permission.sub_accounts_only`, `permission.default_not_deletable`, `notification_type.no_company`, `order.status_forbidden`, `order.customer_data_only`, `order.provider_remarks_only`, `order.internal_note_staff_only`, `order.custom_pricing_not_allowed`, `api_key.out_of_scope`, `webhook.no_scope`, `number.staff_only`, `number.staff_reservation`, `port.staff_only`. */
        Forbidden: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                "application/json": components["schemas"]["Error"];
            };
        };
        /** @description No such record, or none the caller may see. `code`: one of `not_found`, `document.not_found`, `report.unknown`, `reporting.not_found`, `export.unknown_report`, `export.file_not_found`, `webhook.not_found`, `webhook.delivery_not_found`, `number.reservation_unknown`. */
        NotFound: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                "application/json": components["schemas"]["Error"];
            };
        };
        /** @description The request conflicts with the current state. `code`: one of `conflict`, `account.username_taken`, `account.email_taken`, `account.customer_has_master`, `account.master_with_accounts`, `account.already_activated`, `mfa.last_factor_required`, `mfa.no_factor`, `mfa.factor_limit`, `customer.name_taken`, `customer.email_taken`, `customer.has_master`, `customer.has_accounts`, `customer_request.pending_exists`, `customer_request.already_customer`, `customer_request.not_pending`, `vendor.name_taken`, `vendor.in_use`, `carrier.cic_taken`, `functionality.id_taken`, `functionality.description_taken`, `functionality.sub_category_taken`, `functionality.built_in`, `functionality.in_use`, `account_type.id_taken`, `account_type.name_taken`, `account_type.built_in`, `account_type.in_use`, `permission.exists`, `order.stale`, `order.not_allowed`, `inventory.number_taken`, `product.taken`, `tariff.taken`, `call.duplicate`, `export.not_ready`, `idempotency.in_progress`, `idempotency.committed`, `number.not_holding`, `number.not_removable`, `number.not_completed`, `inventory.stale`, `port.not_porting`, `port.order_closed`, `port.order_not_accepted`, `port.not_editable`, `port.move_refused`, `billing.month_closed`, `billing.month_out_of_order`, `traffic.move_refused`, `ticket.move_refused`. */
        Conflict: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                "application/json": components["schemas"]["Error"];
            };
        };
        /** @description The body or file is larger than the call accepts. `code`: one of `upload.too_large`. */
        PayloadTooLarge: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                "application/json": components["schemas"]["Error"];
            };
        };
        /** @description The Content-Type or the file type is not one the call accepts. `code`: one of `request.unsupported_type`, `upload.type_refused`, `upload.not_csv`. */
        UnsupportedMediaType: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                "application/json": components["schemas"]["Error"];
            };
        };
        /** @description The request breaks a rule (`errors[]` names the fields when it is theirs). `code`: one of `unprocessable`, `account.current_password_required`, `account.current_password_wrong`, `account.password_unchanged`, `account.password_wrong`, `account.password_common`, `account.password_personal`, `account.customer_required`, `account.customer_forbidden`, `account.master_via_customer`, `account.unknown_customer`, `account.unknown_type`, `account.rule_refused`, `mfa.code_invalid`, `mfa.webauthn_failed`, `mfa.challenge_expired`, `customer.master_not_eligible`, `customer.new_master_not_eligible`, `customer.unknown_account`, `customer_request.unknown_reference`, `permission.no_operations`, `permission.administrator_keeps`, `permission.customer_types_only`, `permission.refused`, `notification_type.customer_receivers_only`, `order.custom_pricing_missing`, `order.requirements_missing`, `order.no_customer`, `order.product_unknown`, `order.invalid`, `compliance.proof_expired`, `compliance.proof_rejected`, `compliance.proof_wrong_type`, `compliance.end_user_unknown`, `upload.zip_bomb`, `upload.too_many_rows`, `upload.too_many_columns`, `upload.too_much_data`, `upload.formula_unreadable`, `upload.sheet_empty`, `upload.columns_missing`, `inventory.invalid`, `inventory.customer_unknown`, `inventory.vendor_unknown`, `product.vendor_unknown`, `product.jurisdiction_unknown`, `tariff.product_unknown`, `call.unknown_number`, `call_import.header`, `call_import.empty`, `call_import.encoding`, `export.too_many_rows`, `api_key.limit`, `api_key.scope_not_allowed`, `webhook.url_private`, `webhook.customer_required`, `webhook.replay_too_many`, `webhook.disabled`, `idempotency.key_reused`, `number.too_many`, `number.none`, `number.not_available`, `number.more_than_ordered`, `number.short_without_reason`, `number.date_invalid`, `number.not_active`, `number.nothing_requested`, `number.reservation_limit`, `port.numbers_invalid`, `port.incomplete`, `port.foc_date_refused`, `port.move_incomplete`, `billing.month_not_ended`, `traffic.number_unknown`, `traffic.mute_range`, `ticket.assignee_not_staff`. */
        UnprocessableEntity: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                "application/json": components["schemas"]["Error"];
            };
        };
        /** @description Too many requests: retry after the `Retry-After` seconds. `code`: one of `rate_limited`, `rate_limit.exceeded`, `rate_limit.key_attempts`, `ticket.daily_limit`. */
        TooManyRequests: {
            headers: {
                "Retry-After": components["headers"]["RetryAfter"];
                RateLimit: components["headers"]["RateLimit"];
                "RateLimit-Policy": components["headers"]["RateLimitPolicy"];
                [name: string]: unknown;
            };
            content: {
                "application/json": components["schemas"]["Error"];
            };
        };
        /** @description Any other client error, in the same form. */
        ClientError: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                "application/json": components["schemas"]["Error"];
            };
        };
        /** @description A fault on the server (never with internals) or, 503, the service briefly unavailable: retry after the `Retry-After` seconds. `code`: one of `internal`, `request.committed`, `unavailable`, `upload.busy`. */
        ServerError: {
            headers: {
                "Retry-After": components["headers"]["RetryAfter"];
                [name: string]: unknown;
            };
            content: {
                "application/json": components["schemas"]["Error"];
            };
        };
    };
    parameters: {
        /** @description A key of your own (1 to 255 visible ASCII characters, e.g. a UUID) that makes this POST safe to retry: a repeat with the same key and body within 24 hours answers the stored answer (with `Idempotent-Replayed: true`) instead of acting again; the same key with another request answers 422 `idempotency.key_reused`. JSON bodies only. */
        IdempotencyKey: string;
    };
    requestBodies: never;
    headers: {
        /** @description Seconds to wait before sending the request again (429, 503). */
        RetryAfter: number;
        /** @description `true` when this answer is the stored answer of an earlier request with the same Idempotency-Key. */
        IdempotentReplayed: "true";
        /** @description The bearer challenge (RFC 6750); `error="invalid_token"` when a token was sent and refused. */
        WWWAuthenticate: string;
        /** @description The caller’s remaining quota and its reset, per the IETF RateLimit header fields draft (e.g. `"default";r=0;t=30`). */
        RateLimit: string;
        /** @description The quota policy the limit applies (e.g. `"default";q=600;w=60`). */
        RateLimitPolicy: string;
    };
    pathItems: never;
}
export type $defs = Record<string, never>;
export interface operations {
    getHealth: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /**
                         * @example ok
                         * @example unavailable
                         * @example draining
                         */
                        status: string;
                        database: string;
                    };
                };
            };
            /** @description The answer */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /**
                         * @example ok
                         * @example unavailable
                         * @example draining
                         */
                        status: string;
                        database: string;
                    };
                };
            };
            "4XX": components["responses"]["ClientError"];
            "5XX": components["responses"]["ServerError"];
        };
    };
    getAuditEvents: {
        parameters: {
            query?: {
                from?: string | null;
                to?: string | null;
                action?: string | null;
                actor_account_id?: number;
                actor_kind?: ("account" | "api_key" | "system" | "anonymous") | null;
                subject_kind?: string | null;
                subject_id?: string | null;
                customer_id?: number;
                q?: string | null;
                limit?: number;
                cursor?: string | null;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["AuditEvent"][];
                        next_cursor: string | null;
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            429: components["responses"]["TooManyRequests"];
            "4XX": components["responses"]["ClientError"];
            "5XX": components["responses"]["ServerError"];
        };
    };
    getConfigurationPublic: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        site_name: string;
                        registration_enabled: boolean;
                        contacts: {
                            sales: {
                                email: string;
                                phone: string;
                            };
                            product: {
                                email: string;
                                phone: string;
                            };
                            operations: {
                                email: string;
                                phone: string;
                            };
                        };
                    };
                };
            };
            "4XX": components["responses"]["ClientError"];
            "5XX": components["responses"]["ServerError"];
        };
    };
    getConfiguration: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            field: string;
                            type: string;
                            value: string | null;
                            description: string | null;
                        }[];
                    };
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            429: components["responses"]["TooManyRequests"];
            "4XX": components["responses"]["ClientError"];
            "5XX": components["responses"]["ServerError"];
        };
    };
    updateConfiguration: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    [key: string]: string | boolean;
                };
            };
        };
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        data: {
                            field: string;
                            type: string;
                            value: string | null;
                            description: string | null;
                        }[];
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            /** @description No valid token (`auth.session_expired`), or the last password or factor proof is older than 5 minutes (`auth.step_up_required`; POST /account/reauth). */
            401: components["responses"]["Unauthorized"];
            /** @description An API key (`auth.session_only`: this call needs a signed-in session), a second factor to add first (`auth.mfa_enrolment_required`), or no permission (`forbidden`). */
            403: components["responses"]["Forbidden"];
            422: components["responses"]["UnprocessableEntity"];
            429: components["responses"]["TooManyRequests"];
            "4XX": components["responses"]["ClientError"];
            "5XX": components["responses"]["ServerError"];
        };
    };
    listWebhooks: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["Webhook"][];
                        count: number;
                    };
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            429: components["responses"]["TooManyRequests"];
            "4XX": components["responses"]["ClientError"];
            "5XX": components["responses"]["ServerError"];
        };
    };
    createWebhook: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    url: string;
                    events: ("notification.created" | "statement.closed" | "calls.import_completed" | "traffic.alert_opened" | "traffic.alert_resolved" | "order.created" | "order.status_changed" | "order.document_uploaded" | "order.numbers_assigned" | "order.numbers_activated" | "order.disconnect_requested" | "order.numbers_disconnected" | "inventory.reservation_expired" | "port.state_changed" | "port.note_added" | "compliance.document_expiring" | "compliance.document_verified" | "export.completed" | "ticket.replied")[];
                    /** @default  */
                    description?: string;
                    customer_id?: number | null;
                };
            };
        };
        responses: {
            /** @description Created */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        data: {
                            id: number;
                            customer_id: number | null;
                            url: string;
                            description: string;
                            events: string[];
                            enabled: boolean;
                            disabled_reason: string | null;
                            failing_since: (string) | null;
                            previous_secret_until: (string) | null;
                            createdAt: string;
                            updatedAt: string;
                            secret: string;
                        };
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            /** @description No valid token (`auth.session_expired`), or the last password or factor proof is older than 5 minutes (`auth.step_up_required`; POST /account/reauth). */
            401: components["responses"]["Unauthorized"];
            /** @description An API key (`auth.session_only`: this call needs a signed-in session), a second factor to add first (`auth.mfa_enrolment_required`), or no permission (`forbidden`). */
            403: components["responses"]["Forbidden"];
            422: components["responses"]["UnprocessableEntity"];
            429: components["responses"]["TooManyRequests"];
            "4XX": components["responses"]["ClientError"];
            "5XX": components["responses"]["ServerError"];
        };
    };
    getWebhooksEvents: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            /**
                             * @example notification.created
                             * @example statement.closed
                             * @example calls.import_completed
                             * @example traffic.alert_opened
                             * @example traffic.alert_resolved
                             * @example order.created
                             * @example order.status_changed
                             * @example order.document_uploaded
                             * @example order.numbers_assigned
                             * @example order.numbers_activated
                             * @example order.disconnect_requested
                             * @example order.numbers_disconnected
                             * @example inventory.reservation_expired
                             * @example port.state_changed
                             * @example port.note_added
                             * @example compliance.document_expiring
                             * @example compliance.document_verified
                             * @example export.completed
                             * @example ticket.replied
                             */
                            name: string;
                            /** @example Order created */
                            label: string;
                        }[];
                    };
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            429: components["responses"]["TooManyRequests"];
            "4XX": components["responses"]["ClientError"];
            "5XX": components["responses"]["ServerError"];
        };
    };
    getWebhook: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["Webhook"];
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            429: components["responses"]["TooManyRequests"];
            "4XX": components["responses"]["ClientError"];
            "5XX": components["responses"]["ServerError"];
        };
    };
    updateWebhook: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    url?: string;
                    events?: ("notification.created" | "statement.closed" | "calls.import_completed" | "traffic.alert_opened" | "traffic.alert_resolved" | "order.created" | "order.status_changed" | "order.document_uploaded" | "order.numbers_assigned" | "order.numbers_activated" | "order.disconnect_requested" | "order.numbers_disconnected" | "inventory.reservation_expired" | "port.state_changed" | "port.note_added" | "compliance.document_expiring" | "compliance.document_verified" | "export.completed" | "ticket.replied")[];
                    description?: string;
                    enabled?: boolean;
                };
            };
        };
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        data: components["schemas"]["Webhook"];
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            422: components["responses"]["UnprocessableEntity"];
            429: components["responses"]["TooManyRequests"];
            "4XX": components["responses"]["ClientError"];
            "5XX": components["responses"]["ServerError"];
        };
    };
    deleteWebhook: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            422: components["responses"]["UnprocessableEntity"];
            429: components["responses"]["TooManyRequests"];
            "4XX": components["responses"]["ClientError"];
            "5XX": components["responses"]["ServerError"];
        };
    };
    createWebhookSecret: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** @default 24 */
                    overlap_hours?: number;
                };
            };
        };
        responses: {
            /** @description Created */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        data: {
                            id: number;
                            customer_id: number | null;
                            url: string;
                            description: string;
                            events: string[];
                            enabled: boolean;
                            disabled_reason: string | null;
                            failing_since: (string) | null;
                            previous_secret_until: (string) | null;
                            createdAt: string;
                            updatedAt: string;
                            secret: string;
                        };
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            /** @description No valid token (`auth.session_expired`), or the last password or factor proof is older than 5 minutes (`auth.step_up_required`; POST /account/reauth). */
            401: components["responses"]["Unauthorized"];
            /** @description An API key (`auth.session_only`: this call needs a signed-in session), a second factor to add first (`auth.mfa_enrolment_required`), or no permission (`forbidden`). */
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            422: components["responses"]["UnprocessableEntity"];
            429: components["responses"]["TooManyRequests"];
            "4XX": components["responses"]["ClientError"];
            "5XX": components["responses"]["ServerError"];
        };
    };
    createWebhookReplay: {
        parameters: {
            query?: never;
            header?: {
                /** @description A key of your own (1 to 255 visible ASCII characters, e.g. a UUID) that makes this POST safe to retry: a repeat with the same key and body within 24 hours answers the stored answer (with `Idempotent-Replayed: true`) instead of acting again; the same key with another request answers 422 `idempotency.key_reused`. JSON bodies only. */
                "Idempotency-Key"?: components["parameters"]["IdempotencyKey"];
            };
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** Format: date-time */
                    from: string;
                    /** Format: date-time */
                    to: string;
                };
            };
        };
        responses: {
            /** @description Accepted: the work goes on in the background */
            202: {
                headers: {
                    "Idempotent-Replayed": components["headers"]["IdempotentReplayed"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        data: {
                            events: number;
                            retention_days: number;
                        };
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            422: components["responses"]["UnprocessableEntity"];
            429: components["responses"]["TooManyRequests"];
            "4XX": components["responses"]["ClientError"];
            "5XX": components["responses"]["ServerError"];
        };
    };
    listWebhookDeliveries: {
        parameters: {
            query?: {
                page?: number;
                limit?: number;
                orderby?: string;
                asc?: boolean | ("0" | "1" | "true" | "false");
                updated_since?: string | null;
            };
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["WebhookDelivery"][];
                        count: number;
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            429: components["responses"]["TooManyRequests"];
            "4XX": components["responses"]["ClientError"];
            "5XX": components["responses"]["ServerError"];
        };
    };
    retryWebhookDelivery: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
                delivery_id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Accepted: the work goes on in the background */
            202: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            422: components["responses"]["UnprocessableEntity"];
            429: components["responses"]["TooManyRequests"];
            "4XX": components["responses"]["ClientError"];
            "5XX": components["responses"]["ServerError"];
        };
    };
    listNotifications: {
        parameters: {
            query?: {
                page?: number;
                limit?: number;
                orderby?: "notification_read" | "createdAt" | "id";
                asc?: boolean | ("0" | "1" | "true" | "false");
                unread?: boolean | ("0" | "1" | "true" | "false");
                receiver?: "me";
                receiver_account_id?: number;
                after_id?: number;
                category?: string | null;
                fromDate?: string | null;
                toDate?: string | null;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["Notification"][];
                        count: number;
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            /** @description The session must add a second factor first (`auth.mfa_enrolment_required`). */
            403: components["responses"]["Forbidden"];
            429: components["responses"]["TooManyRequests"];
            "4XX": components["responses"]["ClientError"];
            "5XX": components["responses"]["ServerError"];
        };
    };
    submitTicket: {
        parameters: {
            query?: never;
            header?: {
                /** @description A key of your own (1 to 255 visible ASCII characters, e.g. a UUID) that makes this POST safe to retry: a repeat with the same key and body within 24 hours answers the stored answer (with `Idempotent-Replayed: true`) instead of acting again; the same key with another request answers 422 `idempotency.key_reused`. JSON bodies only. */
                "Idempotency-Key"?: components["parameters"]["IdempotencyKey"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** @enum {string} */
                    title: "Order Issue" | "Portal Issue" | "Other";
                    message: string;
                    /** @default 800 */
                    functionality_id?: number;
                };
            };
        };
        responses: {
            /** @description Created */
            201: {
                headers: {
                    "Idempotent-Replayed": components["headers"]["IdempotentReplayed"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            /** @description The session must add a second factor first (`auth.mfa_enrolment_required`). */
            403: components["responses"]["Forbidden"];
            409: components["responses"]["Conflict"];
            422: components["responses"]["UnprocessableEntity"];
            429: components["responses"]["TooManyRequests"];
            "4XX": components["responses"]["ClientError"];
            "5XX": components["responses"]["ServerError"];
        };
    };
    getNotificationsCategories: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: string[];
                    };
                };
            };
            401: components["responses"]["Unauthorized"];
            /** @description The session must add a second factor first (`auth.mfa_enrolment_required`). */
            403: components["responses"]["Forbidden"];
            429: components["responses"]["TooManyRequests"];
            "4XX": components["responses"]["ClientError"];
            "5XX": components["responses"]["ServerError"];
        };
    };
    getNotification: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Notification"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            /** @description The session must add a second factor first (`auth.mfa_enrolment_required`). */
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            429: components["responses"]["TooManyRequests"];
            "4XX": components["responses"]["ClientError"];
            "5XX": components["responses"]["ServerError"];
        };
    };
    updateNotification: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    notification_read: boolean | ("0" | "1" | "true" | "false");
                };
            };
        };
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        data: components["schemas"]["Notification"];
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            /** @description The session must add a second factor first (`auth.mfa_enrolment_required`). */
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            422: components["responses"]["UnprocessableEntity"];
            429: components["responses"]["TooManyRequests"];
            "4XX": components["responses"]["ClientError"];
            "5XX": components["responses"]["ServerError"];
        };
    };
    getDocumentsOrder: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                customer_id: number;
                order_id: number;
                /** @description (the filename) */
                input_id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The document as uploaded */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/octet-stream": Blob;
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            429: components["responses"]["TooManyRequests"];
            "4XX": components["responses"]["ClientError"];
            "5XX": components["responses"]["ServerError"];
        };
    };
    createDocumentsOrder: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                customer_id: number;
                order_id: number;
                input_id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "multipart/form-data": {
                    /**
                     * Format: binary
                     * @description The file (its name is kept as sent).
                     */
                    file: Blob;
                };
            };
        };
        responses: {
            /** @description Created */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        data: {
                            input_id: string;
                            filename: string;
                            original_name: string;
                            size: number;
                        };
                        order: {
                            status: string;
                            updatedAt: string;
                        };
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            422: components["responses"]["UnprocessableEntity"];
            429: components["responses"]["TooManyRequests"];
            "4XX": components["responses"]["ClientError"];
            "5XX": components["responses"]["ServerError"];
        };
    };
    createDocument: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "multipart/form-data": {
                    /**
                     * Format: binary
                     * @description The file (its name is kept as sent).
                     */
                    file: Blob;
                };
            };
        };
        responses: {
            /** @description Created */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        data: {
                            filename: string;
                            original_name: string;
                            size: number;
                            url: string;
                        };
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            422: components["responses"]["UnprocessableEntity"];
            429: components["responses"]["TooManyRequests"];
            "4XX": components["responses"]["ClientError"];
            "5XX": components["responses"]["ServerError"];
        };
    };
    getDocument: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                filename: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The template file */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/octet-stream": Blob;
                };
            };
            400: components["responses"]["BadRequest"];
            404: components["responses"]["NotFound"];
            "4XX": components["responses"]["ClientError"];
            "5XX": components["responses"]["ServerError"];
        };
    };
    listPermissionsMyPermissions: {
        parameters: {
            query?: {
                coded?: "true" | "false";
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: ({
                            functionality_id: number;
                            code: string;
                            category: string;
                            customer_id: number | null;
                            read: boolean;
                            list: boolean;
                            write: boolean;
                            edit: boolean;
                            delete: boolean;
                        } | {
                            account_type_id: number;
                            functionality_id: number;
                            customer_id: number | null;
                            read: boolean;
                            list: boolean;
                            write: boolean;
                            edit: boolean;
                            delete: boolean;
                        })[];
                        count: number;
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            /** @description The session must add a second factor first (`auth.mfa_enrolment_required`). */
            403: components["responses"]["Forbidden"];
            429: components["responses"]["TooManyRequests"];
            "4XX": components["responses"]["ClientError"];
            "5XX": components["responses"]["ServerError"];
        };
    };
    listPermissions: {
        parameters: {
            query?: {
                page?: number;
                limit?: number;
                orderby?: "id" | "account_type_id" | "functionality_id" | "customer_id";
                asc?: boolean | ("0" | "1" | "true" | "false");
                account_type_id?: number;
                functionality_id?: number;
                customer_id?: number;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["Permission"][];
                        count: number;
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            429: components["responses"]["TooManyRequests"];
            "4XX": components["responses"]["ClientError"];
            "5XX": components["responses"]["ServerError"];
        };
    };
    createPermission: {
        parameters: {
            query?: never;
            header?: {
                /** @description A key of your own (1 to 255 visible ASCII characters, e.g. a UUID) that makes this POST safe to retry: a repeat with the same key and body within 24 hours answers the stored answer (with `Idempotent-Replayed: true`) instead of acting again; the same key with another request answers 422 `idempotency.key_reused`. JSON bodies only. */
                "Idempotency-Key"?: components["parameters"]["IdempotencyKey"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    account_type_id: number;
                    functionality_id: number;
                    customer_id?: number | null;
                    /** @default false */
                    read?: boolean;
                    /** @default false */
                    list?: boolean;
                    /** @default false */
                    write?: boolean;
                    /** @default false */
                    edit?: boolean;
                    /** @default false */
                    delete?: boolean;
                };
            };
        };
        responses: {
            /** @description Created */
            201: {
                headers: {
                    "Idempotent-Replayed": components["headers"]["IdempotentReplayed"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        data: components["schemas"]["Permission"];
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            /** @description No valid token (`auth.session_expired`), or the last password or factor proof is older than 5 minutes (`auth.step_up_required`; POST /account/reauth). */
            401: components["responses"]["Unauthorized"];
            /** @description An API key (`auth.session_only`: this call needs a signed-in session), a second factor to add first (`auth.mfa_enrolment_required`), or no permission (`forbidden`). */
            403: components["responses"]["Forbidden"];
            409: components["responses"]["Conflict"];
            422: components["responses"]["UnprocessableEntity"];
            429: components["responses"]["TooManyRequests"];
            "4XX": components["responses"]["ClientError"];
            "5XX": components["responses"]["ServerError"];
        };
    };
    getPermission: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Permission"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            429: components["responses"]["TooManyRequests"];
            "4XX": components["responses"]["ClientError"];
            "5XX": components["responses"]["ServerError"];
        };
    };
    updatePermission: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** @default false */
                    read?: boolean;
                    /** @default false */
                    list?: boolean;
                    /** @default false */
                    write?: boolean;
                    /** @default false */
                    edit?: boolean;
                    /** @default false */
                    delete?: boolean;
                };
            };
        };
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        data: components["schemas"]["Permission"];
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            /** @description No valid token (`auth.session_expired`), or the last password or factor proof is older than 5 minutes (`auth.step_up_required`; POST /account/reauth). */
            401: components["responses"]["Unauthorized"];
            /** @description An API key (`auth.session_only`: this call needs a signed-in session), a second factor to add first (`auth.mfa_enrolment_required`), or no permission (`forbidden`). */
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            422: components["responses"]["UnprocessableEntity"];
            429: components["responses"]["TooManyRequests"];
            "4XX": components["responses"]["ClientError"];
            "5XX": components["responses"]["ServerError"];
        };
    };
    deletePermission: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            /** @description No valid token (`auth.session_expired`), or the last password or factor proof is older than 5 minutes (`auth.step_up_required`; POST /account/reauth). */
            401: components["responses"]["Unauthorized"];
            /** @description An API key (`auth.session_only`: this call needs a signed-in session), a second factor to add first (`auth.mfa_enrolment_required`), or no permission (`forbidden`). */
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            422: components["responses"]["UnprocessableEntity"];
            429: components["responses"]["TooManyRequests"];
            "4XX": components["responses"]["ClientError"];
            "5XX": components["responses"]["ServerError"];
        };
    };
    getRateLimit: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        customer_id: number;
                        requests_per_minute: number | null;
                        effective_requests_per_minute: number;
                        default_requests_per_minute: number;
                        window_seconds: number;
                        updated_at: string | null;
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            429: components["responses"]["TooManyRequests"];
            "4XX": components["responses"]["ClientError"];
            "5XX": components["responses"]["ServerError"];
        };
    };
    updateRateLimit: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    requests_per_minute: number | null;
                };
            };
        };
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        customer_id: number;
                        requests_per_minute: number | null;
                        effective_requests_per_minute: number;
                        default_requests_per_minute: number;
                        window_seconds: number;
                        updated_at: string | null;
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            422: components["responses"]["UnprocessableEntity"];
            429: components["responses"]["TooManyRequests"];
            "4XX": components["responses"]["ClientError"];
            "5XX": components["responses"]["ServerError"];
        };
    };
    createAccountLoginMfa: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    mfa_token: string;
                    code?: string;
                    webauthn?: {
                        id: string;
                        rawId: string;
                        /** @enum {string} */
                        type: "public-key";
                        response: {
                            clientDataJSON: string;
                            attestationObject?: string;
                            authenticatorData?: string;
                            signature?: string;
                            userHandle?: string;
                            transports?: string[];
                            publicKeyAlgorithm?: number;
                            publicKey?: string;
                        } & {
                            [key: string]: unknown;
                        };
                        /** @default {} */
                        clientExtensionResults?: {
                            [key: string]: unknown;
                        };
                        authenticatorAttachment?: string;
                    };
                    device?: string;
                };
            };
        };
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        token: string;
                        expires_at: string;
                        account: components["schemas"]["Account"];
                        mfa_enrolment_required?: boolean;
                        device?: string;
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            422: components["responses"]["UnprocessableEntity"];
            429: components["responses"]["TooManyRequests"];
            "4XX": components["responses"]["ClientError"];
            "5XX": components["responses"]["ServerError"];
        };
    };
    getAccountMfa: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        factors: {
                            id: number;
                            /** @enum {string} */
                            kind: "totp" | "webauthn";
                            name: string;
                            created_at: string;
                            last_used_at: (string) | null;
                        }[];
                        recovery_codes_left: number;
                        required: boolean;
                        enrolment_required: boolean;
                    };
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            429: components["responses"]["TooManyRequests"];
            "4XX": components["responses"]["ClientError"];
            "5XX": components["responses"]["ServerError"];
        };
    };
    createAccountMfaTotp: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Created */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        id: number;
                        secret: string;
                        uri: string;
                        qr_code: string;
                    };
                };
            };
            /** @description No valid token (`auth.session_expired`), or the last password or factor proof is older than 5 minutes (`auth.step_up_required`; POST /account/reauth). */
            401: components["responses"]["Unauthorized"];
            /** @description An API key (`auth.session_only`: this call needs a signed-in session), a second factor to add first (`auth.mfa_enrolment_required`), or no permission (`forbidden`). */
            403: components["responses"]["Forbidden"];
            429: components["responses"]["TooManyRequests"];
            "4XX": components["responses"]["ClientError"];
            "5XX": components["responses"]["ServerError"];
        };
    };
    confirmAccountMfaTotp: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    code: string;
                    name: string;
                };
            };
        };
        responses: {
            /** @description Created */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        data: {
                            id: number;
                            /** @enum {string} */
                            kind: "totp" | "webauthn";
                            name: string;
                            created_at: string;
                            last_used_at: (string) | null;
                        };
                        recovery_codes: string[] | null;
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            /** @description No valid token (`auth.session_expired`), or the last password or factor proof is older than 5 minutes (`auth.step_up_required`; POST /account/reauth). */
            401: components["responses"]["Unauthorized"];
            /** @description An API key (`auth.session_only`: this call needs a signed-in session), a second factor to add first (`auth.mfa_enrolment_required`), or no permission (`forbidden`). */
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            422: components["responses"]["UnprocessableEntity"];
            429: components["responses"]["TooManyRequests"];
            "4XX": components["responses"]["ClientError"];
            "5XX": components["responses"]["ServerError"];
        };
    };
    createAccountMfaWebauthnRegistrationOption: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        challenge: string;
                    } & {
                        [key: string]: unknown;
                    };
                };
            };
            /** @description No valid token (`auth.session_expired`), or the last password or factor proof is older than 5 minutes (`auth.step_up_required`; POST /account/reauth). */
            401: components["responses"]["Unauthorized"];
            /** @description An API key (`auth.session_only`: this call needs a signed-in session), a second factor to add first (`auth.mfa_enrolment_required`), or no permission (`forbidden`). */
            403: components["responses"]["Forbidden"];
            429: components["responses"]["TooManyRequests"];
            "4XX": components["responses"]["ClientError"];
            "5XX": components["responses"]["ServerError"];
        };
    };
    createAccountMfaWebauthnRegistration: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    name: string;
                    response: {
                        id: string;
                        rawId: string;
                        /** @enum {string} */
                        type: "public-key";
                        response: {
                            clientDataJSON: string;
                            attestationObject?: string;
                            authenticatorData?: string;
                            signature?: string;
                            userHandle?: string;
                            transports?: string[];
                            publicKeyAlgorithm?: number;
                            publicKey?: string;
                        } & {
                            [key: string]: unknown;
                        };
                        /** @default {} */
                        clientExtensionResults?: {
                            [key: string]: unknown;
                        };
                        authenticatorAttachment?: string;
                    };
                };
            };
        };
        responses: {
            /** @description Created */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        data: {
                            id: number;
                            /** @enum {string} */
                            kind: "totp" | "webauthn";
                            name: string;
                            created_at: string;
                            last_used_at: (string) | null;
                        };
                        recovery_codes: string[] | null;
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            /** @description No valid token (`auth.session_expired`), or the last password or factor proof is older than 5 minutes (`auth.step_up_required`; POST /account/reauth). */
            401: components["responses"]["Unauthorized"];
            /** @description An API key (`auth.session_only`: this call needs a signed-in session), a second factor to add first (`auth.mfa_enrolment_required`), or no permission (`forbidden`). */
            403: components["responses"]["Forbidden"];
            422: components["responses"]["UnprocessableEntity"];
            429: components["responses"]["TooManyRequests"];
            "4XX": components["responses"]["ClientError"];
            "5XX": components["responses"]["ServerError"];
        };
    };
    deleteAccountMfaFactor: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            /** @description No valid token (`auth.session_expired`), or the last password or factor proof is older than 5 minutes (`auth.step_up_required`; POST /account/reauth). */
            401: components["responses"]["Unauthorized"];
            /** @description An API key (`auth.session_only`: this call needs a signed-in session), a second factor to add first (`auth.mfa_enrolment_required`), or no permission (`forbidden`). */
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            422: components["responses"]["UnprocessableEntity"];
            429: components["responses"]["TooManyRequests"];
            "4XX": components["responses"]["ClientError"];
            "5XX": components["responses"]["ServerError"];
        };
    };
    createAccountMfaRecoveryCode: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        recovery_codes: string[];
                    };
                };
            };
            /** @description No valid token (`auth.session_expired`), or the last password or factor proof is older than 5 minutes (`auth.step_up_required`; POST /account/reauth). */
            401: components["responses"]["Unauthorized"];
            /** @description An API key (`auth.session_only`: this call needs a signed-in session), a second factor to add first (`auth.mfa_enrolment_required`), or no permission (`forbidden`). */
            403: components["responses"]["Forbidden"];
            429: components["responses"]["TooManyRequests"];
            "4XX": components["responses"]["ClientError"];
            "5XX": components["responses"]["ServerError"];
        };
    };
    createAccountReauthWebauthnOption: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        challenge: string;
                    } & {
                        [key: string]: unknown;
                    };
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            429: components["responses"]["TooManyRequests"];
            "4XX": components["responses"]["ClientError"];
            "5XX": components["responses"]["ServerError"];
        };
    };
    deleteAccountMfa: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            /** @description No valid token (`auth.session_expired`), or the last password or factor proof is older than 5 minutes (`auth.step_up_required`; POST /account/reauth). */
            401: components["responses"]["Unauthorized"];
            /** @description An API key (`auth.session_only`: this call needs a signed-in session), a second factor to add first (`auth.mfa_enrolment_required`), or no permission (`forbidden`). */
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            422: components["responses"]["UnprocessableEntity"];
            429: components["responses"]["TooManyRequests"];
            "4XX": components["responses"]["ClientError"];
            "5XX": components["responses"]["ServerError"];
        };
    };
    getCustomerMfa: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        mfa_required: boolean;
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            429: components["responses"]["TooManyRequests"];
            "4XX": components["responses"]["ClientError"];
            "5XX": components["responses"]["ServerError"];
        };
    };
    updateCustomerMfa: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    mfa_required: boolean;
                };
            };
        };
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        mfa_required: boolean;
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            /** @description No valid token (`auth.session_expired`), or the last password or factor proof is older than 5 minutes (`auth.step_up_required`; POST /account/reauth). */
            401: components["responses"]["Unauthorized"];
            /** @description An API key (`auth.session_only`: this call needs a signed-in session), a second factor to add first (`auth.mfa_enrolment_required`), or no permission (`forbidden`). */
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            422: components["responses"]["UnprocessableEntity"];
            429: components["responses"]["TooManyRequests"];
            "4XX": components["responses"]["ClientError"];
            "5XX": components["responses"]["ServerError"];
        };
    };
    getAccountApiKeys: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["ApiKey"][];
                    };
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            429: components["responses"]["TooManyRequests"];
            "4XX": components["responses"]["ClientError"];
            "5XX": components["responses"]["ServerError"];
        };
    };
    createAccountApiKey: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    name: string;
                    expires_in_days?: number;
                    /** Format: date-time */
                    expires_at?: string;
                    scopes?: string[] | null;
                    allowed_ips?: string[] | null;
                };
            };
        };
        responses: {
            /** @description Created */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        id: number;
                        name: string;
                        prefix: string;
                        created_at: string;
                        last_used_at: (string) | null;
                        expires_at: string;
                        /**
                         * @example [
                         *       "orders:read",
                         *       "reports:read"
                         *     ]
                         */
                        scopes: string[] | null;
                        /**
                         * @example [
                         *       "203.0.113.0/24",
                         *       "2001:db8::/32"
                         *     ]
                         */
                        allowed_ips: string[] | null;
                        last_used_ip: string | null;
                        secret: string;
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            /** @description No valid token (`auth.session_expired`), or the last password or factor proof is older than 5 minutes (`auth.step_up_required`; POST /account/reauth). */
            401: components["responses"]["Unauthorized"];
            /** @description An API key (`auth.session_only`: this call needs a signed-in session), a second factor to add first (`auth.mfa_enrolment_required`), or no permission (`forbidden`). */
            403: components["responses"]["Forbidden"];
            422: components["responses"]["UnprocessableEntity"];
            429: components["responses"]["TooManyRequests"];
            "4XX": components["responses"]["ClientError"];
            "5XX": components["responses"]["ServerError"];
        };
    };
    deleteAccountApiKey: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            422: components["responses"]["UnprocessableEntity"];
            429: components["responses"]["TooManyRequests"];
            "4XX": components["responses"]["ClientError"];
            "5XX": components["responses"]["ServerError"];
        };
    };
    updateAccountApiKey: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    name: string;
                };
            };
        };
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        data: components["schemas"]["ApiKey"];
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            422: components["responses"]["UnprocessableEntity"];
            429: components["responses"]["TooManyRequests"];
            "4XX": components["responses"]["ClientError"];
            "5XX": components["responses"]["ServerError"];
        };
    };
    signIn: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    email: string;
                    password: string;
                    device?: string;
                };
            };
        };
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        token: string;
                        expires_at: string;
                        account: components["schemas"]["Account"];
                        mfa_enrolment_required?: boolean;
                        device?: string;
                    } | {
                        /** @enum {boolean} */
                        mfa_required: true;
                        mfa_token: string;
                        expires_at: string;
                        methods: ("totp" | "webauthn" | "recovery_code")[];
                        webauthn?: {
                            challenge: string;
                        } & {
                            [key: string]: unknown;
                        };
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            422: components["responses"]["UnprocessableEntity"];
            429: components["responses"]["TooManyRequests"];
            "4XX": components["responses"]["ClientError"];
            "5XX": components["responses"]["ServerError"];
        };
    };
    signOut: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                    };
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            429: components["responses"]["TooManyRequests"];
            "4XX": components["responses"]["ClientError"];
            "5XX": components["responses"]["ServerError"];
        };
    };
    register: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    username?: string;
                    email: string;
                    firstname: string;
                    lastname: string;
                    company_name?: string;
                };
            };
        };
        responses: {
            /** @description Created */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            422: components["responses"]["UnprocessableEntity"];
            429: components["responses"]["TooManyRequests"];
            "4XX": components["responses"]["ClientError"];
            "5XX": components["responses"]["ServerError"];
        };
    };
    requestPasswordReset: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                email: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            404: components["responses"]["NotFound"];
            "4XX": components["responses"]["ClientError"];
            "5XX": components["responses"]["ServerError"];
        };
    };
    verifyTokenInPath: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                token: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        valid: boolean;
                        email: string;
                        purpose: string;
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            404: components["responses"]["NotFound"];
            "4XX": components["responses"]["ClientError"];
            "5XX": components["responses"]["ServerError"];
        };
    };
    verifyToken: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    token: string;
                };
            };
        };
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        valid: boolean;
                        email: string;
                        purpose: string;
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            422: components["responses"]["UnprocessableEntity"];
            429: components["responses"]["TooManyRequests"];
            "4XX": components["responses"]["ClientError"];
            "5XX": components["responses"]["ServerError"];
        };
    };
    activateAccountInPath: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                token: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    new_password: string;
                    retry_password: string;
                };
            };
        };
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            404: components["responses"]["NotFound"];
            422: components["responses"]["UnprocessableEntity"];
            429: components["responses"]["TooManyRequests"];
            "4XX": components["responses"]["ClientError"];
            "5XX": components["responses"]["ServerError"];
        };
    };
    activateAccount: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    token: string;
                    new_password: string;
                    retry_password: string;
                };
            };
        };
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            422: components["responses"]["UnprocessableEntity"];
            429: components["responses"]["TooManyRequests"];
            "4XX": components["responses"]["ClientError"];
            "5XX": components["responses"]["ServerError"];
        };
    };
    getProfile: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Account"];
                };
            };
            401: components["responses"]["Unauthorized"];
            /** @description The session must add a second factor first (`auth.mfa_enrolment_required`). */
            403: components["responses"]["Forbidden"];
            429: components["responses"]["TooManyRequests"];
            "4XX": components["responses"]["ClientError"];
            "5XX": components["responses"]["ServerError"];
        };
    };
    updateProfile: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    username?: string;
                    email?: string;
                    current_password?: string;
                    firstname: string;
                    lastname: string;
                    jobtitle?: string | null;
                    telephone?: string | null;
                    mobile?: string | null;
                    fax?: string | null;
                    currency?: ("USD" | "EUR" | "GBP" | "HKD" | "CNY" | "SGD") | null;
                    language?: ("en" | "es" | "fr" | "ja" | "ru" | "zh") | null;
                    address_country?: string | null;
                    address_city?: string | null;
                    address_line_1?: string | null;
                    address_line_2?: string | null;
                    address_line_3?: string | null;
                    address_postcode?: string | null;
                    timezone?: string | null;
                    department?: string | null;
                };
            };
        };
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        logout: boolean;
                        account: components["schemas"]["Account"];
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            /** @description The session must add a second factor first (`auth.mfa_enrolment_required`). */
            403: components["responses"]["Forbidden"];
            422: components["responses"]["UnprocessableEntity"];
            429: components["responses"]["TooManyRequests"];
            "4XX": components["responses"]["ClientError"];
            "5XX": components["responses"]["ServerError"];
        };
    };
    confirmEmailInPath: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                token: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        email: string;
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            404: components["responses"]["NotFound"];
            422: components["responses"]["UnprocessableEntity"];
            429: components["responses"]["TooManyRequests"];
            "4XX": components["responses"]["ClientError"];
            "5XX": components["responses"]["ServerError"];
        };
    };
    confirmEmail: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    token: string;
                };
            };
        };
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        email: string;
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            422: components["responses"]["UnprocessableEntity"];
            429: components["responses"]["TooManyRequests"];
            "4XX": components["responses"]["ClientError"];
            "5XX": components["responses"]["ServerError"];
        };
    };
    listSessions: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            id: string;
                            created_at: string;
                            last_used_at: string;
                            ip: string | null;
                            user_agent: string | null;
                            current: boolean;
                        }[];
                    };
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            429: components["responses"]["TooManyRequests"];
            "4XX": components["responses"]["ClientError"];
            "5XX": components["responses"]["ServerError"];
        };
    };
    endOtherSessions: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                    };
                };
            };
            /** @description No valid token (`auth.session_expired`), or the last password or factor proof is older than 5 minutes (`auth.step_up_required`; POST /account/reauth). */
            401: components["responses"]["Unauthorized"];
            /** @description An API key (`auth.session_only`: this call needs a signed-in session), a second factor to add first (`auth.mfa_enrolment_required`), or no permission (`forbidden`). */
            403: components["responses"]["Forbidden"];
            429: components["responses"]["TooManyRequests"];
            "4XX": components["responses"]["ClientError"];
            "5XX": components["responses"]["ServerError"];
        };
    };
    endSession: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            /** @description No valid token (`auth.session_expired`), or the last password or factor proof is older than 5 minutes (`auth.step_up_required`; POST /account/reauth). */
            401: components["responses"]["Unauthorized"];
            /** @description An API key (`auth.session_only`: this call needs a signed-in session), a second factor to add first (`auth.mfa_enrolment_required`), or no permission (`forbidden`). */
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            422: components["responses"]["UnprocessableEntity"];
            429: components["responses"]["TooManyRequests"];
            "4XX": components["responses"]["ClientError"];
            "5XX": components["responses"]["ServerError"];
        };
    };
    reauthenticate: {
        parameters: {
            query?: never;
            header?: {
                /** @description A key of your own (1 to 255 visible ASCII characters, e.g. a UUID) that makes this POST safe to retry: a repeat with the same key and body within 24 hours answers the stored answer (with `Idempotent-Replayed: true`) instead of acting again; the same key with another request answers 422 `idempotency.key_reused`. JSON bodies only. */
                "Idempotency-Key"?: components["parameters"]["IdempotencyKey"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    password?: string;
                    code?: string;
                    webauthn?: {
                        id: string;
                        rawId: string;
                        /** @enum {string} */
                        type: "public-key";
                        response: {
                            clientDataJSON: string;
                            attestationObject?: string;
                            authenticatorData?: string;
                            signature?: string;
                            userHandle?: string;
                            transports?: string[];
                            publicKeyAlgorithm?: number;
                            publicKey?: string;
                        } & {
                            [key: string]: unknown;
                        };
                        /** @default {} */
                        clientExtensionResults?: {
                            [key: string]: unknown;
                        };
                        authenticatorAttachment?: string;
                    };
                };
            };
        };
        responses: {
            /** @description OK */
            200: {
                headers: {
                    "Idempotent-Replayed": components["headers"]["IdempotentReplayed"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            409: components["responses"]["Conflict"];
            422: components["responses"]["UnprocessableEntity"];
            429: components["responses"]["TooManyRequests"];
            "4XX": components["responses"]["ClientError"];
            "5XX": components["responses"]["ServerError"];
        };
    };
    changePassword: {
        parameters: {
            query?: never;
            header?: {
                /** @description A key of your own (1 to 255 visible ASCII characters, e.g. a UUID) that makes this POST safe to retry: a repeat with the same key and body within 24 hours answers the stored answer (with `Idempotent-Replayed: true`) instead of acting again; the same key with another request answers 422 `idempotency.key_reused`. JSON bodies only. */
                "Idempotency-Key"?: components["parameters"]["IdempotencyKey"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    password: string;
                    new_password: string;
                    retry_password: string;
                };
            };
        };
        responses: {
            /** @description OK */
            200: {
                headers: {
                    "Idempotent-Replayed": components["headers"]["IdempotentReplayed"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            /** @description No valid token (`auth.session_expired`), or the last password or factor proof is older than 5 minutes (`auth.step_up_required`; POST /account/reauth). */
            401: components["responses"]["Unauthorized"];
            /** @description An API key (`auth.session_only`: this call needs a signed-in session), a second factor to add first (`auth.mfa_enrolment_required`), or no permission (`forbidden`). */
            403: components["responses"]["Forbidden"];
            409: components["responses"]["Conflict"];
            422: components["responses"]["UnprocessableEntity"];
            429: components["responses"]["TooManyRequests"];
            "4XX": components["responses"]["ClientError"];
            "5XX": components["responses"]["ServerError"];
        };
    };
    listAccounts: {
        parameters: {
            query?: {
                page?: number;
                limit?: number;
                orderby?: "account_type_id" | "email" | "username" | "status" | "last_login" | "createdAt";
                asc?: boolean | ("0" | "1" | "true" | "false");
                account_type_code?: string;
                customer_id?: number;
                status?: "requested" | "created" | "active" | "terminated";
                disabled?: boolean | ("0" | "1" | "true" | "false");
                staff?: boolean | ("0" | "1" | "true" | "false");
                search?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            id: number;
                            username: string;
                            email: string;
                            account_type_id: number;
                            accounttype: {
                                id: number;
                                account_type: string;
                            };
                            status: string;
                            disabled: boolean;
                            customer_id: number | null;
                            customer: {
                                id: number;
                                name: string;
                            } | null;
                            userprofile: {
                                firstname: string | null;
                                lastname: string | null;
                            };
                            last_login: (string) | null;
                            login_count: number;
                        }[];
                        count: number;
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            429: components["responses"]["TooManyRequests"];
            "4XX": components["responses"]["ClientError"];
            "5XX": components["responses"]["ServerError"];
        };
    };
    deleteOwnAccount: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    password: string;
                };
            };
        };
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            422: components["responses"]["UnprocessableEntity"];
            429: components["responses"]["TooManyRequests"];
            "4XX": components["responses"]["ClientError"];
            "5XX": components["responses"]["ServerError"];
        };
    };
    listCustomerAccounts: {
        parameters: {
            query?: {
                page?: number;
                limit?: number;
                orderby?: "account_type_id" | "email" | "username" | "status" | "last_login" | "createdAt";
                asc?: boolean | ("0" | "1" | "true" | "false");
                account_type_code?: string;
                customer_id?: number;
                status?: "requested" | "created" | "active" | "terminated";
                disabled?: boolean | ("0" | "1" | "true" | "false");
                staff?: boolean | ("0" | "1" | "true" | "false");
                search?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            id: number;
                            username: string;
                            email: string;
                            account_type_id: number;
                            accounttype: {
                                id: number;
                                account_type: string;
                            };
                            status: string;
                            disabled: boolean;
                            customer_id: number | null;
                            customer: {
                                id: number;
                                name: string;
                            } | null;
                            userprofile: {
                                firstname: string | null;
                                lastname: string | null;
                            };
                            last_login: (string) | null;
                            login_count: number;
                        }[];
                        count: number;
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            429: components["responses"]["TooManyRequests"];
            "4XX": components["responses"]["ClientError"];
            "5XX": components["responses"]["ServerError"];
        };
    };
    listCustomerAccountTypes: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["AccountType"][];
                        count: number;
                    };
                };
            };
            401: components["responses"]["Unauthorized"];
            /** @description The session must add a second factor first (`auth.mfa_enrolment_required`). */
            403: components["responses"]["Forbidden"];
            429: components["responses"]["TooManyRequests"];
            "4XX": components["responses"]["ClientError"];
            "5XX": components["responses"]["ServerError"];
        };
    };
    getAccount: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Account"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            429: components["responses"]["TooManyRequests"];
            "4XX": components["responses"]["ClientError"];
            "5XX": components["responses"]["ServerError"];
        };
    };
    updateAccount: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    account_type_id?: number;
                    email?: string;
                    /** @enum {string} */
                    status?: "requested" | "created" | "active" | "terminated";
                    disabled?: boolean;
                };
            };
        };
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        data: components["schemas"]["Account"];
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            422: components["responses"]["UnprocessableEntity"];
            429: components["responses"]["TooManyRequests"];
            "4XX": components["responses"]["ClientError"];
            "5XX": components["responses"]["ServerError"];
        };
    };
    deleteAccount: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            422: components["responses"]["UnprocessableEntity"];
            429: components["responses"]["TooManyRequests"];
            "4XX": components["responses"]["ClientError"];
            "5XX": components["responses"]["ServerError"];
        };
    };
    createAccount: {
        parameters: {
            query?: never;
            header?: {
                /** @description A key of your own (1 to 255 visible ASCII characters, e.g. a UUID) that makes this POST safe to retry: a repeat with the same key and body within 24 hours answers the stored answer (with `Idempotent-Replayed: true`) instead of acting again; the same key with another request answers 422 `idempotency.key_reused`. JSON bodies only. */
                "Idempotency-Key"?: components["parameters"]["IdempotencyKey"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    username?: string;
                    email: string;
                    account_type_id: number;
                    customer_id?: number | null;
                    /** @enum {string} */
                    status?: "requested" | "created" | "active" | "terminated";
                    disabled?: boolean;
                };
            };
        };
        responses: {
            /** @description Created */
            201: {
                headers: {
                    "Idempotent-Replayed": components["headers"]["IdempotentReplayed"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        data: components["schemas"]["Account"];
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            409: components["responses"]["Conflict"];
            422: components["responses"]["UnprocessableEntity"];
            429: components["responses"]["TooManyRequests"];
            "4XX": components["responses"]["ClientError"];
            "5XX": components["responses"]["ServerError"];
        };
    };
    createCustomerAccount: {
        parameters: {
            query?: never;
            header?: {
                /** @description A key of your own (1 to 255 visible ASCII characters, e.g. a UUID) that makes this POST safe to retry: a repeat with the same key and body within 24 hours answers the stored answer (with `Idempotent-Replayed: true`) instead of acting again; the same key with another request answers 422 `idempotency.key_reused`. JSON bodies only. */
                "Idempotency-Key"?: components["parameters"]["IdempotencyKey"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    username?: string;
                    email: string;
                    account_type_id: number;
                    customer_id?: number | null;
                    /** @enum {string} */
                    status?: "requested" | "created" | "active" | "terminated";
                    disabled?: boolean;
                };
            };
        };
        responses: {
            /** @description Created */
            201: {
                headers: {
                    "Idempotent-Replayed": components["headers"]["IdempotentReplayed"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        data: components["schemas"]["Account"];
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            409: components["responses"]["Conflict"];
            422: components["responses"]["UnprocessableEntity"];
            429: components["responses"]["TooManyRequests"];
            "4XX": components["responses"]["ClientError"];
            "5XX": components["responses"]["ServerError"];
        };
    };
    createAccountResendActivation: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            422: components["responses"]["UnprocessableEntity"];
            429: components["responses"]["TooManyRequests"];
            "4XX": components["responses"]["ClientError"];
            "5XX": components["responses"]["ServerError"];
        };
    };
    endAccountSessions: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            /** @description No valid token (`auth.session_expired`), or the last password or factor proof is older than 5 minutes (`auth.step_up_required`; POST /account/reauth). */
            401: components["responses"]["Unauthorized"];
            /** @description An API key (`auth.session_only`: this call needs a signed-in session), a second factor to add first (`auth.mfa_enrolment_required`), or no permission (`forbidden`). */
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            422: components["responses"]["UnprocessableEntity"];
            429: components["responses"]["TooManyRequests"];
            "4XX": components["responses"]["ClientError"];
            "5XX": components["responses"]["ServerError"];
        };
    };
    clearAccountSignInFailures: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            /** @description No valid token (`auth.session_expired`), or the last password or factor proof is older than 5 minutes (`auth.step_up_required`; POST /account/reauth). */
            401: components["responses"]["Unauthorized"];
            /** @description An API key (`auth.session_only`: this call needs a signed-in session), a second factor to add first (`auth.mfa_enrolment_required`), or no permission (`forbidden`). */
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            422: components["responses"]["UnprocessableEntity"];
            429: components["responses"]["TooManyRequests"];
            "4XX": components["responses"]["ClientError"];
            "5XX": components["responses"]["ServerError"];
        };
    };
    listCustomers: {
        parameters: {
            query?: {
                page?: number;
                limit?: number;
                orderby?: "name" | "former_name" | "website" | "provider_insight_company_code" | "business_jurisdiction" | "address_country" | "createdAt" | "updatedAt";
                asc?: boolean | ("0" | "1" | "true" | "false");
                provider_signed_bdm_id?: number;
                country?: string;
                search?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["Customer"][];
                        count: number;
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            429: components["responses"]["TooManyRequests"];
            "4XX": components["responses"]["ClientError"];
            "5XX": components["responses"]["ServerError"];
        };
    };
    createCustomer: {
        parameters: {
            query?: never;
            header?: {
                /** @description A key of your own (1 to 255 visible ASCII characters, e.g. a UUID) that makes this POST safe to retry: a repeat with the same key and body within 24 hours answers the stored answer (with `Idempotent-Replayed: true`) instead of acting again; the same key with another request answers 422 `idempotency.key_reused`. JSON bodies only. */
                "Idempotency-Key"?: components["parameters"]["IdempotencyKey"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    name: string;
                    former_name?: string | null;
                    website?: string | null;
                    provider_insight_company_code?: string | null;
                    provider_signed_bdm_id?: number | null;
                    provider_signed_bdm_name?: string | null;
                    business_jurisdiction?: string | null;
                    business_registration_number?: string | null;
                    vat_number?: string | null;
                    address_country?: string | null;
                    address_city?: string | null;
                    address_line_1?: string | null;
                    address_line_2?: string | null;
                    address_line_3?: string | null;
                    address_postcode?: string | null;
                    commercial_contact?: {
                        name?: string | null;
                        phone?: string | null;
                        email?: string | null;
                    } | null;
                    financial_contact?: {
                        name?: string | null;
                        phone?: string | null;
                        email?: string | null;
                    } | null;
                    fault_reporting_contact?: {
                        name?: string | null;
                        phone?: string | null;
                        email?: string | null;
                    } | null;
                    billing_details?: string | null;
                    bank_information?: string | null;
                    other_information?: string | null;
                    master_email?: string;
                    master_id?: number;
                };
            };
        };
        responses: {
            /** @description Created */
            201: {
                headers: {
                    "Idempotent-Replayed": components["headers"]["IdempotentReplayed"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        data: components["schemas"]["Customer"];
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            409: components["responses"]["Conflict"];
            422: components["responses"]["UnprocessableEntity"];
            429: components["responses"]["TooManyRequests"];
            "4XX": components["responses"]["ClientError"];
            "5XX": components["responses"]["ServerError"];
        };
    };
    getCustomer: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        id: number;
                        name: string;
                        former_name: string | null;
                        website: string | null;
                        provider_insight_company_code: string | null;
                        provider_signed_bdm_id: number | null;
                        provider_signed_bdm_name: string | null;
                        business_jurisdiction: string | null;
                        business_registration_number: string | null;
                        vat_number: string | null;
                        address_country: string | null;
                        address_city: string | null;
                        address_line_1: string | null;
                        address_line_2: string | null;
                        address_line_3: string | null;
                        address_postcode: string | null;
                        commercial_contact: ({
                            name?: string | null;
                            phone?: string | null;
                            email?: string | null;
                        } & {
                            [key: string]: unknown;
                        }) | null;
                        financial_contact: ({
                            name?: string | null;
                            phone?: string | null;
                            email?: string | null;
                        } & {
                            [key: string]: unknown;
                        }) | null;
                        fault_reporting_contact: ({
                            name?: string | null;
                            phone?: string | null;
                            email?: string | null;
                        } & {
                            [key: string]: unknown;
                        }) | null;
                        billing_details: string | null;
                        bank_information: string | null;
                        other_information: string | null;
                        createdAt: string;
                        updatedAt: string;
                        master_id: number | null;
                        master: {
                            id: number;
                            email: string;
                        } | null;
                        account_count: number;
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            429: components["responses"]["TooManyRequests"];
            "4XX": components["responses"]["ClientError"];
            "5XX": components["responses"]["ServerError"];
        };
    };
    updateCustomer: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    name: string;
                    former_name?: string | null;
                    website?: string | null;
                    provider_insight_company_code?: string | null;
                    provider_signed_bdm_id?: number | null;
                    provider_signed_bdm_name?: string | null;
                    business_jurisdiction?: string | null;
                    business_registration_number?: string | null;
                    vat_number?: string | null;
                    address_country?: string | null;
                    address_city?: string | null;
                    address_line_1?: string | null;
                    address_line_2?: string | null;
                    address_line_3?: string | null;
                    address_postcode?: string | null;
                    commercial_contact?: {
                        name?: string | null;
                        phone?: string | null;
                        email?: string | null;
                    } | null;
                    financial_contact?: {
                        name?: string | null;
                        phone?: string | null;
                        email?: string | null;
                    } | null;
                    fault_reporting_contact?: {
                        name?: string | null;
                        phone?: string | null;
                        email?: string | null;
                    } | null;
                    billing_details?: string | null;
                    bank_information?: string | null;
                    other_information?: string | null;
                    master_id?: number | null;
                };
            };
        };
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        data: components["schemas"]["Customer"];
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            422: components["responses"]["UnprocessableEntity"];
            429: components["responses"]["TooManyRequests"];
            "4XX": components["responses"]["ClientError"];
            "5XX": components["responses"]["ServerError"];
        };
    };
    deleteCustomer: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            422: components["responses"]["UnprocessableEntity"];
            429: components["responses"]["TooManyRequests"];
            "4XX": components["responses"]["ClientError"];
            "5XX": components["responses"]["ServerError"];
        };
    };
    bulkCreateCustomers: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "multipart/form-data": {
                    /**
                     * Format: binary
                     * @description The file (its name is kept as sent).
                     */
                    file: Blob;
                };
            };
        };
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["BulkRow"][];
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            422: components["responses"]["UnprocessableEntity"];
            429: components["responses"]["TooManyRequests"];
            "4XX": components["responses"]["ClientError"];
            "5XX": components["responses"]["ServerError"];
        };
    };
    listCustomerRequests: {
        parameters: {
            query?: {
                page?: number;
                limit?: number;
                status?: "pending" | "approved" | "declined";
                search?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["CustomerRequest"][];
                        count: number;
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            429: components["responses"]["TooManyRequests"];
            "4XX": components["responses"]["ClientError"];
            "5XX": components["responses"]["ServerError"];
        };
    };
    submitCustomerRequest: {
        parameters: {
            query?: never;
            header?: {
                /** @description A key of your own (1 to 255 visible ASCII characters, e.g. a UUID) that makes this POST safe to retry: a repeat with the same key and body within 24 hours answers the stored answer (with `Idempotent-Replayed: true`) instead of acting again; the same key with another request answers 422 `idempotency.key_reused`. JSON bodies only. */
                "Idempotency-Key"?: components["parameters"]["IdempotencyKey"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    company_name: string;
                    business_jurisdiction: string;
                    address_country: string;
                    address_city?: string | null;
                    address_line_1: string;
                    address_line_2?: string | null;
                    address_postcode?: string | null;
                    vat_number?: string | null;
                    business_registration_number?: string | null;
                    phone: string;
                    expected_services: ("ITFS" | "UIFN" | "ITFN" | "DID" | "SIP Trunking")[];
                    expected_volumes?: string | null;
                    note?: string | null;
                };
            };
        };
        responses: {
            /** @description Created */
            201: {
                headers: {
                    "Idempotent-Replayed": components["headers"]["IdempotentReplayed"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        data: components["schemas"]["CustomerRequest"];
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            409: components["responses"]["Conflict"];
            422: components["responses"]["UnprocessableEntity"];
            429: components["responses"]["TooManyRequests"];
            "4XX": components["responses"]["ClientError"];
            "5XX": components["responses"]["ServerError"];
        };
    };
    getOwnCustomerRequest: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["CustomerRequest"] | null;
                    };
                };
            };
            401: components["responses"]["Unauthorized"];
            /** @description The session must add a second factor first (`auth.mfa_enrolment_required`). */
            403: components["responses"]["Forbidden"];
            429: components["responses"]["TooManyRequests"];
            "4XX": components["responses"]["ClientError"];
            "5XX": components["responses"]["ServerError"];
        };
    };
    getCustomerRequest: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["CustomerRequest"];
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            /** @description The session must add a second factor first (`auth.mfa_enrolment_required`). */
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            429: components["responses"]["TooManyRequests"];
            "4XX": components["responses"]["ClientError"];
            "5XX": components["responses"]["ServerError"];
        };
    };
    approveCustomerRequest: {
        parameters: {
            query?: never;
            header?: {
                /** @description A key of your own (1 to 255 visible ASCII characters, e.g. a UUID) that makes this POST safe to retry: a repeat with the same key and body within 24 hours answers the stored answer (with `Idempotent-Replayed: true`) instead of acting again; the same key with another request answers 422 `idempotency.key_reused`. JSON bodies only. */
                "Idempotency-Key"?: components["parameters"]["IdempotencyKey"];
            };
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    company_name?: string;
                };
            };
        };
        responses: {
            /** @description OK */
            200: {
                headers: {
                    "Idempotent-Replayed": components["headers"]["IdempotentReplayed"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        data: components["schemas"]["CustomerRequest"];
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            422: components["responses"]["UnprocessableEntity"];
            429: components["responses"]["TooManyRequests"];
            "4XX": components["responses"]["ClientError"];
            "5XX": components["responses"]["ServerError"];
        };
    };
    declineCustomerRequest: {
        parameters: {
            query?: never;
            header?: {
                /** @description A key of your own (1 to 255 visible ASCII characters, e.g. a UUID) that makes this POST safe to retry: a repeat with the same key and body within 24 hours answers the stored answer (with `Idempotent-Replayed: true`) instead of acting again; the same key with another request answers 422 `idempotency.key_reused`. JSON bodies only. */
                "Idempotency-Key"?: components["parameters"]["IdempotencyKey"];
            };
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    reason: string;
                };
            };
        };
        responses: {
            /** @description OK */
            200: {
                headers: {
                    "Idempotent-Replayed": components["headers"]["IdempotentReplayed"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        data: components["schemas"]["CustomerRequest"];
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            422: components["responses"]["UnprocessableEntity"];
            429: components["responses"]["TooManyRequests"];
            "4XX": components["responses"]["ClientError"];
            "5XX": components["responses"]["ServerError"];
        };
    };
    listCarriers: {
        parameters: {
            query?: {
                page?: number;
                limit?: number;
                orderby?: "cic" | "cs" | "clli_name" | "createdAt";
                asc?: boolean | ("0" | "1" | "true" | "false");
                search?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["Carrier"][];
                        count: number;
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            429: components["responses"]["TooManyRequests"];
            "4XX": components["responses"]["ClientError"];
            "5XX": components["responses"]["ServerError"];
        };
    };
    createCarrier: {
        parameters: {
            query?: never;
            header?: {
                /** @description A key of your own (1 to 255 visible ASCII characters, e.g. a UUID) that makes this POST safe to retry: a repeat with the same key and body within 24 hours answers the stored answer (with `Idempotent-Replayed: true`) instead of acting again; the same key with another request answers 422 `idempotency.key_reused`. JSON bodies only. */
                "Idempotency-Key"?: components["parameters"]["IdempotencyKey"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    cic: string;
                    cs?: string | null;
                    clli_name?: string | null;
                };
            };
        };
        responses: {
            /** @description Created */
            201: {
                headers: {
                    "Idempotent-Replayed": components["headers"]["IdempotentReplayed"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        data: components["schemas"]["Carrier"];
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            409: components["responses"]["Conflict"];
            422: components["responses"]["UnprocessableEntity"];
            429: components["responses"]["TooManyRequests"];
            "4XX": components["responses"]["ClientError"];
            "5XX": components["responses"]["ServerError"];
        };
    };
    bulkCreateCarriers: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "multipart/form-data": {
                    /**
                     * Format: binary
                     * @description The file (its name is kept as sent).
                     */
                    file: Blob;
                };
            };
        };
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["BulkRow"][];
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            422: components["responses"]["UnprocessableEntity"];
            429: components["responses"]["TooManyRequests"];
            "4XX": components["responses"]["ClientError"];
            "5XX": components["responses"]["ServerError"];
        };
    };
    listVendors: {
        parameters: {
            query?: {
                page?: number;
                limit?: number;
                orderby?: "name" | "former_name" | "website" | "provider_insight_company_code" | "business_jurisdiction" | "address_country" | "createdAt" | "updatedAt";
                asc?: boolean | ("0" | "1" | "true" | "false");
                search?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["Vendor"][];
                        count: number;
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            429: components["responses"]["TooManyRequests"];
            "4XX": components["responses"]["ClientError"];
            "5XX": components["responses"]["ServerError"];
        };
    };
    createVendor: {
        parameters: {
            query?: never;
            header?: {
                /** @description A key of your own (1 to 255 visible ASCII characters, e.g. a UUID) that makes this POST safe to retry: a repeat with the same key and body within 24 hours answers the stored answer (with `Idempotent-Replayed: true`) instead of acting again; the same key with another request answers 422 `idempotency.key_reused`. JSON bodies only. */
                "Idempotency-Key"?: components["parameters"]["IdempotencyKey"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    name: string;
                    former_name?: string | null;
                    website?: string | null;
                    provider_insight_company_code?: string | null;
                    provider_signed_bdm_id?: number | null;
                    provider_signed_bdm_name?: string | null;
                    business_jurisdiction?: string | null;
                    business_registration_number?: string | null;
                    vat_number?: string | null;
                    address_country?: string | null;
                    address_city?: string | null;
                    address_line_1?: string | null;
                    address_line_2?: string | null;
                    address_line_3?: string | null;
                    address_postcode?: string | null;
                    commercial_contact?: {
                        name?: string | null;
                        phone?: string | null;
                        email?: string | null;
                    } | null;
                    financial_contact?: {
                        name?: string | null;
                        phone?: string | null;
                        email?: string | null;
                    } | null;
                    fault_reporting_contact?: {
                        name?: string | null;
                        phone?: string | null;
                        email?: string | null;
                    } | null;
                    billing_details?: string | null;
                    bank_information?: string | null;
                    other_information?: string | null;
                };
            };
        };
        responses: {
            /** @description Created */
            201: {
                headers: {
                    "Idempotent-Replayed": components["headers"]["IdempotentReplayed"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        data: components["schemas"]["Vendor"];
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            409: components["responses"]["Conflict"];
            422: components["responses"]["UnprocessableEntity"];
            429: components["responses"]["TooManyRequests"];
            "4XX": components["responses"]["ClientError"];
            "5XX": components["responses"]["ServerError"];
        };
    };
    getVendor: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Vendor"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            429: components["responses"]["TooManyRequests"];
            "4XX": components["responses"]["ClientError"];
            "5XX": components["responses"]["ServerError"];
        };
    };
    updateVendor: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    name: string;
                    former_name?: string | null;
                    website?: string | null;
                    provider_insight_company_code?: string | null;
                    provider_signed_bdm_id?: number | null;
                    provider_signed_bdm_name?: string | null;
                    business_jurisdiction?: string | null;
                    business_registration_number?: string | null;
                    vat_number?: string | null;
                    address_country?: string | null;
                    address_city?: string | null;
                    address_line_1?: string | null;
                    address_line_2?: string | null;
                    address_line_3?: string | null;
                    address_postcode?: string | null;
                    commercial_contact?: {
                        name?: string | null;
                        phone?: string | null;
                        email?: string | null;
                    } | null;
                    financial_contact?: {
                        name?: string | null;
                        phone?: string | null;
                        email?: string | null;
                    } | null;
                    fault_reporting_contact?: {
                        name?: string | null;
                        phone?: string | null;
                        email?: string | null;
                    } | null;
                    billing_details?: string | null;
                    bank_information?: string | null;
                    other_information?: string | null;
                };
            };
        };
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        data: components["schemas"]["Vendor"];
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            422: components["responses"]["UnprocessableEntity"];
            429: components["responses"]["TooManyRequests"];
            "4XX": components["responses"]["ClientError"];
            "5XX": components["responses"]["ServerError"];
        };
    };
    deleteVendor: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            422: components["responses"]["UnprocessableEntity"];
            429: components["responses"]["TooManyRequests"];
            "4XX": components["responses"]["ClientError"];
            "5XX": components["responses"]["ServerError"];
        };
    };
    bulkCreateVendors: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "multipart/form-data": {
                    /**
                     * Format: binary
                     * @description The file (its name is kept as sent).
                     */
                    file: Blob;
                };
            };
        };
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["BulkRow"][];
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            422: components["responses"]["UnprocessableEntity"];
            429: components["responses"]["TooManyRequests"];
            "4XX": components["responses"]["ClientError"];
            "5XX": components["responses"]["ServerError"];
        };
    };
    listServicenumbersType: {
        parameters: {
            query?: {
                page?: number;
                limit?: number;
                orderby?: "jurisdiction" | "service_type" | "vendor" | "vendor_plan" | "vendor_option" | "number_type" | "createdAt" | "updatedAt" | "id";
                asc?: boolean | ("0" | "1" | "true" | "false");
                service_type?: ("ITFS" | "UIFN" | "ITFN" | "DID" | "SIP Trunking") | null;
                jurisdiction?: string | null;
                city?: string | null;
                vendor_id?: number;
                expired?: boolean | ("0" | "1" | "true" | "false");
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["ProductView"][];
                        count: number;
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            429: components["responses"]["TooManyRequests"];
            "4XX": components["responses"]["ClientError"];
            "5XX": components["responses"]["ServerError"];
        };
    };
    createServicenumbersType: {
        parameters: {
            query?: never;
            header?: {
                /** @description A key of your own (1 to 255 visible ASCII characters, e.g. a UUID) that makes this POST safe to retry: a repeat with the same key and body within 24 hours answers the stored answer (with `Idempotent-Replayed: true`) instead of acting again; the same key with another request answers 422 `idempotency.key_reused`. JSON bodies only. */
                "Idempotency-Key"?: components["parameters"]["IdempotencyKey"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    vendor_id: number;
                    vendor_plan?: string | null;
                    vendor_option: string;
                    /** @enum {string} */
                    service_type: "ITFS" | "UIFN" | "ITFN" | "DID" | "SIP Trunking";
                    number_type?: ("Fixed" | "Mobile" | "Non-Geo") | null;
                    jurisdiction: string;
                    jurisdiction_dial_code?: string | null;
                    cities?: {
                        city: string;
                        city_dial_code?: string | null;
                    }[];
                    service_access_code?: string | null;
                    outbound_calling_enabled?: boolean | ("0" | "1" | "true" | "false");
                    outbound_call_display_format?: ("E.164" | "local CLI") | null;
                    /** @default [] */
                    accessibility?: ("local_fixed" | "local_mobile" | "local_payphone" | "from_overseas" | "mobile_roamers" | "on-net_only" | "universal")[];
                    accessibility_remarks?: string | null;
                    international_accessible?: boolean | ("0" | "1" | "true" | "false");
                    provisioning_lead_time?: number | null;
                    maximum_call_duration?: number | null;
                    concurrent_maximum_calls?: number | null;
                    concurrent_call_expandable?: boolean | ("0" | "1" | "true" | "false");
                    conc_df_callpernumber?: number | null;
                    conc_max_callpnumber?: number | null;
                    calling_card_usage_permitted?: boolean | ("0" | "1" | "true" | "false");
                    local_caller_cli_supported?: boolean | ("0" | "1" | "true" | "false");
                    t38_fax_supported?: boolean | ("0" | "1" | "true" | "false");
                    emergency_services?: boolean | ("0" | "1" | "true" | "false");
                    additional_remarks?: string | null;
                    expired?: boolean | ("0" | "1" | "true" | "false");
                    usage_forecast_req?: boolean | ("0" | "1" | "true" | "false");
                    purpose_application_req?: boolean | ("0" | "1" | "true" | "false");
                    itu_assignment_notification_req?: boolean | ("0" | "1" | "true" | "false");
                    business_nature_req?: boolean | ("0" | "1" | "true" | "false");
                    business_registration_req?: boolean | ("0" | "1" | "true" | "false");
                    business_registration_doc_req?: boolean | ("0" | "1" | "true" | "false");
                    buss_reg_doctypes_req?: string | null;
                    end_user_name_req?: boolean | ("0" | "1" | "true" | "false");
                    end_user_contact_req?: boolean | ("0" | "1" | "true" | "false");
                    end_user_address_req?: boolean | ("0" | "1" | "true" | "false");
                    end_user_address_type?: ("local" | "worldwide") | null;
                    end_user_address_proof_req?: boolean | ("0" | "1" | "true" | "false");
                    end_user_address_proof_required?: string | null;
                    declaration_letter_req?: boolean | ("0" | "1" | "true" | "false");
                    declaration_letter_link?: string | null;
                    authorised_person_passport_id_req?: boolean | ("0" | "1" | "true" | "false");
                    authpers_passportholding_req?: boolean | ("0" | "1" | "true" | "false");
                    portability?: boolean | ("0" | "1" | "true" | "false");
                    /** @default [] */
                    portability_options?: ("between in country carriers" | "in-country carrier" | "international carrier")[];
                    prt_consentletter_req?: boolean | ("0" | "1" | "true" | "false");
                    prt_consentletter_link?: string | null;
                    prt_hstcarriers_req?: boolean | ("0" | "1" | "true" | "false");
                    portability_forms?: boolean | ("0" | "1" | "true" | "false");
                    portability_forms_link?: string | null;
                    portability_latest_invoices_req?: boolean | ("0" | "1" | "true" | "false");
                };
            };
        };
        responses: {
            /** @description Created */
            201: {
                headers: {
                    "Idempotent-Replayed": components["headers"]["IdempotentReplayed"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        data: components["schemas"]["Product"];
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            409: components["responses"]["Conflict"];
            422: components["responses"]["UnprocessableEntity"];
            429: components["responses"]["TooManyRequests"];
            "4XX": components["responses"]["ClientError"];
            "5XX": components["responses"]["ServerError"];
        };
    };
    listServicenumbersTypeCoverage: {
        parameters: {
            query?: {
                page?: number;
                limit?: number;
                orderby?: "jurisdiction" | "service_type" | "number_type" | "createdAt" | "updatedAt" | "id";
                asc?: boolean | ("0" | "1" | "true" | "false");
                service_type?: ("ITFS" | "UIFN" | "ITFN" | "DID" | "SIP Trunking") | null;
                jurisdiction?: string | null;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            id: number;
                            expired: boolean;
                            service_type: string;
                            number_type: string | null;
                            jurisdiction: string;
                            jurisdiction_dial_code: string | null;
                            service_access_code: string | null;
                            outbound_calling_enabled: boolean;
                            outbound_call_display_format: string | null;
                            accessibility: string[];
                            accessibility_remarks: string | null;
                            international_accessible: boolean;
                            provisioning_lead_time: number | null;
                            maximum_call_duration: number | null;
                            concurrent_maximum_calls: number | null;
                            concurrent_call_expandable: boolean;
                            conc_df_callpernumber: number | null;
                            conc_max_callpnumber: number | null;
                            calling_card_usage_permitted: boolean;
                            local_caller_cli_supported: boolean;
                            t38_fax_supported: boolean;
                            emergency_services: boolean;
                            additional_remarks: string | null;
                            usage_forecast_req: boolean;
                            purpose_application_req: boolean;
                            itu_assignment_notification_req: boolean;
                            business_nature_req: boolean;
                            business_registration_req: boolean;
                            business_registration_doc_req: boolean;
                            buss_reg_doctypes_req: string | null;
                            end_user_name_req: boolean;
                            end_user_contact_req: boolean;
                            end_user_address_req: boolean;
                            end_user_address_type: string | null;
                            end_user_address_proof_req: boolean;
                            end_user_address_proof_required: string | null;
                            declaration_letter_req: boolean;
                            declaration_letter_link: string | null;
                            authorised_person_passport_id_req: boolean;
                            authpers_passportholding_req: boolean;
                            portability: boolean;
                            portability_options: string[];
                            prt_consentletter_req: boolean;
                            prt_consentletter_link: string | null;
                            prt_hstcarriers_req: boolean;
                            portability_forms: boolean;
                            portability_forms_link: string | null;
                            portability_latest_invoices_req: boolean;
                            cities: {
                                city: string;
                                city_dial_code: string | null;
                            }[];
                            createdAt: string;
                            updatedAt: string;
                            tariff?: {
                                id: number;
                                type: string;
                                service_number_type_id: number | null;
                                currency: string | null;
                                nrc?: string | null;
                                mrc?: string | null;
                                nrc_channel_charges?: string | null;
                                mrc_channel_charges?: string | null;
                                fix_usage_rate?: string | null;
                                mobile_usage_rate?: string | null;
                                payphone_usage_rate?: string | null;
                                inbound_charges?: string | null;
                                outbound_charges_fixed?: string | null;
                                outbound_charges_mobile?: string | null;
                                outbound_charges_special?: string | null;
                                billing_incremental?: string | null;
                                billing_start_date?: string | null;
                                commencement_date?: string | null;
                                service_type: string | null;
                                jurisdiction: string | null;
                                outbound_calling_enabled: boolean;
                                createdAt: string;
                                updatedAt: string;
                            } | null;
                        }[];
                        count: number;
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            "4XX": components["responses"]["ClientError"];
            "5XX": components["responses"]["ServerError"];
        };
    };
    getServicenumbersTypeCoverageCoordinates: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            [key: string]: {
                                jurisdiction: string;
                                country_code: string;
                                service_types: string[];
                            }[];
                        };
                    };
                };
            };
            "4XX": components["responses"]["ClientError"];
            "5XX": components["responses"]["ServerError"];
        };
    };
    listServicenumbersTypeCoverageCities: {
        parameters: {
            query: {
                jurisdiction: string;
                service_type?: ("ITFS" | "UIFN" | "ITFN" | "DID" | "SIP Trunking") | null;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            city: string;
                            city_dial_code: string | null;
                        }[];
                        count: number;
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            "4XX": components["responses"]["ClientError"];
            "5XX": components["responses"]["ServerError"];
        };
    };
    getServicenumbersType: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ProductView"];
                };
            };
            400: components["responses"]["BadRequest"];
            404: components["responses"]["NotFound"];
            "4XX": components["responses"]["ClientError"];
            "5XX": components["responses"]["ServerError"];
        };
    };
    updateServicenumbersType: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    vendor_id: number;
                    vendor_plan?: string | null;
                    vendor_option: string;
                    /** @enum {string} */
                    service_type: "ITFS" | "UIFN" | "ITFN" | "DID" | "SIP Trunking";
                    number_type?: ("Fixed" | "Mobile" | "Non-Geo") | null;
                    jurisdiction: string;
                    jurisdiction_dial_code?: string | null;
                    cities?: {
                        city: string;
                        city_dial_code?: string | null;
                    }[];
                    service_access_code?: string | null;
                    outbound_calling_enabled?: boolean | ("0" | "1" | "true" | "false");
                    outbound_call_display_format?: ("E.164" | "local CLI") | null;
                    /** @default [] */
                    accessibility?: ("local_fixed" | "local_mobile" | "local_payphone" | "from_overseas" | "mobile_roamers" | "on-net_only" | "universal")[];
                    accessibility_remarks?: string | null;
                    international_accessible?: boolean | ("0" | "1" | "true" | "false");
                    provisioning_lead_time?: number | null;
                    maximum_call_duration?: number | null;
                    concurrent_maximum_calls?: number | null;
                    concurrent_call_expandable?: boolean | ("0" | "1" | "true" | "false");
                    conc_df_callpernumber?: number | null;
                    conc_max_callpnumber?: number | null;
                    calling_card_usage_permitted?: boolean | ("0" | "1" | "true" | "false");
                    local_caller_cli_supported?: boolean | ("0" | "1" | "true" | "false");
                    t38_fax_supported?: boolean | ("0" | "1" | "true" | "false");
                    emergency_services?: boolean | ("0" | "1" | "true" | "false");
                    additional_remarks?: string | null;
                    expired?: boolean | ("0" | "1" | "true" | "false");
                    usage_forecast_req?: boolean | ("0" | "1" | "true" | "false");
                    purpose_application_req?: boolean | ("0" | "1" | "true" | "false");
                    itu_assignment_notification_req?: boolean | ("0" | "1" | "true" | "false");
                    business_nature_req?: boolean | ("0" | "1" | "true" | "false");
                    business_registration_req?: boolean | ("0" | "1" | "true" | "false");
                    business_registration_doc_req?: boolean | ("0" | "1" | "true" | "false");
                    buss_reg_doctypes_req?: string | null;
                    end_user_name_req?: boolean | ("0" | "1" | "true" | "false");
                    end_user_contact_req?: boolean | ("0" | "1" | "true" | "false");
                    end_user_address_req?: boolean | ("0" | "1" | "true" | "false");
                    end_user_address_type?: ("local" | "worldwide") | null;
                    end_user_address_proof_req?: boolean | ("0" | "1" | "true" | "false");
                    end_user_address_proof_required?: string | null;
                    declaration_letter_req?: boolean | ("0" | "1" | "true" | "false");
                    declaration_letter_link?: string | null;
                    authorised_person_passport_id_req?: boolean | ("0" | "1" | "true" | "false");
                    authpers_passportholding_req?: boolean | ("0" | "1" | "true" | "false");
                    portability?: boolean | ("0" | "1" | "true" | "false");
                    /** @default [] */
                    portability_options?: ("between in country carriers" | "in-country carrier" | "international carrier")[];
                    prt_consentletter_req?: boolean | ("0" | "1" | "true" | "false");
                    prt_consentletter_link?: string | null;
                    prt_hstcarriers_req?: boolean | ("0" | "1" | "true" | "false");
                    portability_forms?: boolean | ("0" | "1" | "true" | "false");
                    portability_forms_link?: string | null;
                    portability_latest_invoices_req?: boolean | ("0" | "1" | "true" | "false");
                };
            };
        };
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        data: components["schemas"]["Product"];
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            422: components["responses"]["UnprocessableEntity"];
            429: components["responses"]["TooManyRequests"];
            "4XX": components["responses"]["ClientError"];
            "5XX": components["responses"]["ServerError"];
        };
    };
    deleteServicenumbersType: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            422: components["responses"]["UnprocessableEntity"];
            429: components["responses"]["TooManyRequests"];
            "4XX": components["responses"]["ClientError"];
            "5XX": components["responses"]["ServerError"];
        };
    };
    bulkCreateServicenumbersType: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "multipart/form-data": {
                    /**
                     * Format: binary
                     * @description The file (its name is kept as sent).
                     */
                    file: Blob;
                };
            };
        };
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["BulkRow"][];
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            422: components["responses"]["UnprocessableEntity"];
            429: components["responses"]["TooManyRequests"];
            "4XX": components["responses"]["ClientError"];
            "5XX": components["responses"]["ServerError"];
        };
    };
    listTariff: {
        parameters: {
            query?: {
                page?: number;
                limit?: number;
                orderby?: "jurisdiction" | "service_type" | "currency" | "nrc" | "mrc" | "createdAt" | "updatedAt" | "id";
                asc?: boolean | ("0" | "1" | "true" | "false");
                service_number_type_id?: number;
                service_type?: ("ITFS" | "UIFN" | "ITFN" | "DID" | "SIP Trunking") | null;
                jurisdiction?: string | null;
                currency?: ("USD" | "EUR" | "GBP" | "HKD" | "CNY" | "SGD") | null;
                type?: "standard" | "customized";
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["Tariff"][];
                        count: number;
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            429: components["responses"]["TooManyRequests"];
            "4XX": components["responses"]["ClientError"];
            "5XX": components["responses"]["ServerError"];
        };
    };
    createTariff: {
        parameters: {
            query?: never;
            header?: {
                /** @description A key of your own (1 to 255 visible ASCII characters, e.g. a UUID) that makes this POST safe to retry: a repeat with the same key and body within 24 hours answers the stored answer (with `Idempotent-Replayed: true`) instead of acting again; the same key with another request answers 422 `idempotency.key_reused`. JSON bodies only. */
                "Idempotency-Key"?: components["parameters"]["IdempotencyKey"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** @enum {string} */
                    currency: "USD" | "EUR" | "GBP" | "HKD" | "CNY" | "SGD";
                    nrc?: string | null;
                    mrc?: string | null;
                    nrc_channel_charges?: string | null;
                    mrc_channel_charges?: string | null;
                    fix_usage_rate?: string | null;
                    mobile_usage_rate?: string | null;
                    payphone_usage_rate?: string | null;
                    inbound_charges?: string | null;
                    outbound_charges_fixed?: string | null;
                    outbound_charges_mobile?: string | null;
                    outbound_charges_special?: string | null;
                    billing_incremental?: ("1/1" | "6/6" | "30/6" | "30/30" | "60/1" | "60/6" | "60/60") | null;
                    billing_start_date?: string | null;
                    commencement_date?: string | null;
                    service_number_type_id: number;
                };
            };
        };
        responses: {
            /** @description Created */
            201: {
                headers: {
                    "Idempotent-Replayed": components["headers"]["IdempotentReplayed"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        data: components["schemas"]["Tariff"];
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            409: components["responses"]["Conflict"];
            422: components["responses"]["UnprocessableEntity"];
            429: components["responses"]["TooManyRequests"];
            "4XX": components["responses"]["ClientError"];
            "5XX": components["responses"]["ServerError"];
        };
    };
    getTariff: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Tariff"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            429: components["responses"]["TooManyRequests"];
            "4XX": components["responses"]["ClientError"];
            "5XX": components["responses"]["ServerError"];
        };
    };
    deleteTariff: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            422: components["responses"]["UnprocessableEntity"];
            429: components["responses"]["TooManyRequests"];
            "4XX": components["responses"]["ClientError"];
            "5XX": components["responses"]["ServerError"];
        };
    };
    updatePricing: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** @enum {string} */
                    currency: "USD" | "EUR" | "GBP" | "HKD" | "CNY" | "SGD";
                    nrc?: string | null;
                    mrc?: string | null;
                    nrc_channel_charges?: string | null;
                    mrc_channel_charges?: string | null;
                    fix_usage_rate?: string | null;
                    mobile_usage_rate?: string | null;
                    payphone_usage_rate?: string | null;
                    inbound_charges?: string | null;
                    outbound_charges_fixed?: string | null;
                    outbound_charges_mobile?: string | null;
                    outbound_charges_special?: string | null;
                    billing_incremental?: ("1/1" | "6/6" | "30/6" | "30/30" | "60/1" | "60/6" | "60/60") | null;
                    billing_start_date?: string | null;
                    commencement_date?: string | null;
                };
            };
        };
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        data: components["schemas"]["Tariff"];
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            422: components["responses"]["UnprocessableEntity"];
            429: components["responses"]["TooManyRequests"];
            "4XX": components["responses"]["ClientError"];
            "5XX": components["responses"]["ServerError"];
        };
    };
    getBillingSimulate: {
        parameters: {
            query: {
                product_id: number;
                direction?: "inbound" | "outbound";
                origin_type?: "fixed" | "mobile" | "payphone";
                called_type?: "fixed" | "mobile" | "special";
                duration_seconds: number;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            /** @enum {string} */
                            status: "rated" | "free" | "unrated";
                            reason: string | null;
                            rate_field: string | null;
                            duration_seconds: number;
                            billed_seconds: number;
                            increment: string | null;
                            rate: string | null;
                            cost: string | null;
                            currency: string | null;
                            source: {
                                /** @enum {string} */
                                kind: "number_charges" | "order_tariff" | "product_tariff";
                                id: number;
                            } | null;
                        };
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            429: components["responses"]["TooManyRequests"];
            "4XX": components["responses"]["ClientError"];
            "5XX": components["responses"]["ServerError"];
        };
    };
    listStatements: {
        parameters: {
            query: {
                month: string;
                customer_id?: number;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            customer_id: number;
                            customer_name: string;
                            month: string;
                            currency: string;
                            /** @enum {string} */
                            status: "open" | "closed";
                            closed_at: (string) | null;
                            one_time: string;
                            recurring: string;
                            usage: string;
                            adjustments: string;
                            total: string;
                            total_due: string;
                        }[];
                        month: string;
                        /** @enum {string} */
                        month_status: "open" | "closed";
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            429: components["responses"]["TooManyRequests"];
            "4XX": components["responses"]["ClientError"];
            "5XX": components["responses"]["ServerError"];
        };
    };
    getStatement: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                customer_id: number;
                month: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            customer_id: number;
                            customer_name: string;
                            month: string;
                            currency: string;
                            /** @enum {string} */
                            status: "open" | "closed";
                            closed_at: (string) | null;
                            one_time: string;
                            recurring: string;
                            usage: string;
                            adjustments: string;
                            total: string;
                            total_due: string;
                            lines: {
                                /** @enum {string} */
                                kind: "nrc" | "mrc" | "channel_nrc" | "channel_mrc" | "usage" | "adjustment";
                                order_id: number | null;
                                service_number: string | null;
                                service_type: string | null;
                                origin_type: string | null;
                                calls_month: string | null;
                                calls: number | null;
                                billed_seconds: number | null;
                                quantity: number;
                                amount: string;
                                explain: {
                                    source: {
                                        /** @enum {string} */
                                        kind: "number_charges" | "order_tariff" | "product_tariff";
                                        id: number;
                                    } | null;
                                    unit_amount: string | null;
                                    period_start: string | null;
                                    period_end: string | null;
                                    days: number | null;
                                    days_in_month: number | null;
                                    channels: number | null;
                                    rate: string | null;
                                    increment: string | null;
                                    rate_field: string | null;
                                };
                            }[];
                        }[];
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            429: components["responses"]["TooManyRequests"];
            "4XX": components["responses"]["ClientError"];
            "5XX": components["responses"]["ServerError"];
        };
    };
    downloadStatement: {
        parameters: {
            query: {
                format: "csv" | "xlsx" | "pdf";
                language?: "en" | "es" | "fr" | "ja" | "ru" | "zh";
            };
            header?: never;
            path: {
                customer_id: number;
                month: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The statement: CSV (UTF-8), XLSX or PDF, in the language asked for */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/octet-stream": Blob;
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            429: components["responses"]["TooManyRequests"];
            "4XX": components["responses"]["ClientError"];
            "5XX": components["responses"]["ServerError"];
        };
    };
    listUnratedCalls: {
        parameters: {
            query: {
                month: string;
                customer_id?: number;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            customer_id: number;
                            customer_name: string;
                            service_number: string;
                            service_type: string;
                            reason: string;
                            calls: number;
                        }[];
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            429: components["responses"]["TooManyRequests"];
            "4XX": components["responses"]["ClientError"];
            "5XX": components["responses"]["ServerError"];
        };
    };
    closeBillingMonth: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                month: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            month: string;
                            closed_at: string;
                            statements: number;
                        };
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            422: components["responses"]["UnprocessableEntity"];
            429: components["responses"]["TooManyRequests"];
            "4XX": components["responses"]["ClientError"];
            "5XX": components["responses"]["ServerError"];
        };
    };
    listInvnumbers: {
        parameters: {
            query?: {
                page?: number;
                limit?: number;
                orderby?: "jurisdiction" | "service_number" | "service_type" | "city" | "order_id" | "updatedAt" | "id";
                asc?: boolean | ("0" | "1" | "true" | "false");
                customer_code?: string | null;
                service_type?: ("ITFS" | "UIFN" | "ITFN" | "DID" | "SIP Trunking") | null;
                jurisdiction?: string | null;
                city?: string | null;
                routing_vendor?: string | null;
                order_id?: number;
                state?: ("available" | "reserved" | "assigned" | "active" | "aging") | null;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["InventoryNumber"][];
                        count: number;
                        count_capped?: boolean;
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            429: components["responses"]["TooManyRequests"];
            "4XX": components["responses"]["ClientError"];
            "5XX": components["responses"]["ServerError"];
        };
    };
    createInvnumber: {
        parameters: {
            query?: never;
            header?: {
                /** @description A key of your own (1 to 255 visible ASCII characters, e.g. a UUID) that makes this POST safe to retry: a repeat with the same key and body within 24 hours answers the stored answer (with `Idempotent-Replayed: true`) instead of acting again; the same key with another request answers 422 `idempotency.key_reused`. JSON bodies only. */
                "Idempotency-Key"?: components["parameters"]["IdempotencyKey"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    service_number: string;
                    /** @enum {string} */
                    service_type: "ITFS" | "UIFN" | "ITFN" | "DID" | "SIP Trunking";
                    jurisdiction: string;
                    city?: string | null;
                    number_type?: ("Fixed" | "Mobile" | "Non-Geo") | null;
                    access_type?: string | null;
                    vendor_insight_code?: string | null;
                    vendor_plan?: string | null;
                    vendor_option?: string | null;
                    customer_insight_code?: string | null;
                    order_id?: number | null;
                    routing_vendor?: string | null;
                    translated_routing?: string | null;
                    ocn_for_customer?: string | null;
                    translation_termination_number?: string | null;
                    irouting_billing?: string | null;
                    currency?: ("USD" | "EUR" | "GBP" | "HKD" | "CNY" | "SGD") | null;
                    nrc?: string | null;
                    mrc?: string | null;
                    inbound_charges?: string | null;
                    outbound_charges_fixed?: string | null;
                    outbound_charges_mobile?: string | null;
                    outbound_charges_special?: string | null;
                    billing_incremental?: ("1/1" | "6/6" | "30/6" | "30/30" | "60/1" | "60/6" | "60/60") | null;
                    commencement_date?: string | null;
                    billing_start_date?: string | null;
                    expiration_date?: string | null;
                    expired?: boolean | ("0" | "1" | "true" | "false");
                    sr_reference?: string | null;
                    provider_remarks?: string | null;
                    daisy_loopback_trunk?: string | null;
                    allinone_loopback_trunk?: string | null;
                    bothways_enabled?: boolean | ("0" | "1" | "true" | "false");
                    over_limited_channel?: number | null;
                    outbound_idd_callout_country?: string | null;
                };
            };
        };
        responses: {
            /** @description Created */
            201: {
                headers: {
                    "Idempotent-Replayed": components["headers"]["IdempotentReplayed"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        data: components["schemas"]["InventoryNumber"];
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            409: components["responses"]["Conflict"];
            422: components["responses"]["UnprocessableEntity"];
            429: components["responses"]["TooManyRequests"];
            "4XX": components["responses"]["ClientError"];
            "5XX": components["responses"]["ServerError"];
        };
    };
    getInvnumbersJurisdictions: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: string[];
                    };
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            429: components["responses"]["TooManyRequests"];
            "4XX": components["responses"]["ClientError"];
            "5XX": components["responses"]["ServerError"];
        };
    };
    getInvnumbersCities: {
        parameters: {
            query?: {
                jurisdiction?: string | null;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: string[];
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            429: components["responses"]["TooManyRequests"];
            "4XX": components["responses"]["ClientError"];
            "5XX": components["responses"]["ServerError"];
        };
    };
    getInvnumbersAvailable: {
        parameters: {
            query: {
                service_number_type_id: number;
                city?: string;
                contains?: string;
                limit?: number;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            id: number;
                            service_number: string;
                            city: string | null;
                            reserved_until: (string) | null;
                        }[];
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            429: components["responses"]["TooManyRequests"];
            "4XX": components["responses"]["ClientError"];
            "5XX": components["responses"]["ServerError"];
        };
    };
    getInvnumbersReservations: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            id: number;
                            service_number: string;
                            city: string | null;
                            reserved_until: (string) | null;
                        }[];
                    };
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            429: components["responses"]["TooManyRequests"];
            "4XX": components["responses"]["ClientError"];
            "5XX": components["responses"]["ServerError"];
        };
    };
    createInvnumbersReservation: {
        parameters: {
            query?: never;
            header?: {
                /** @description A key of your own (1 to 255 visible ASCII characters, e.g. a UUID) that makes this POST safe to retry: a repeat with the same key and body within 24 hours answers the stored answer (with `Idempotent-Replayed: true`) instead of acting again; the same key with another request answers 422 `idempotency.key_reused`. JSON bodies only. */
                "Idempotency-Key"?: components["parameters"]["IdempotencyKey"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    service_number_type_id: number;
                    inventory_number_ids: number[];
                };
            };
        };
        responses: {
            /** @description Created */
            201: {
                headers: {
                    "Idempotent-Replayed": components["headers"]["IdempotentReplayed"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        data: {
                            id: number;
                            service_number: string;
                            city: string | null;
                            reserved_until: (string) | null;
                        }[];
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            409: components["responses"]["Conflict"];
            422: components["responses"]["UnprocessableEntity"];
            429: components["responses"]["TooManyRequests"];
            "4XX": components["responses"]["ClientError"];
            "5XX": components["responses"]["ServerError"];
        };
    };
    deleteInvnumbersReservation: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            422: components["responses"]["UnprocessableEntity"];
            429: components["responses"]["TooManyRequests"];
            "4XX": components["responses"]["ClientError"];
            "5XX": components["responses"]["ServerError"];
        };
    };
    getInvnumberHistory: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            id: number;
                            from_state: string | null;
                            to_state: string;
                            order_id: number | null;
                            customer_id: number | null;
                            account: {
                                id: number;
                                name: string;
                            } | null;
                            note: string | null;
                            createdAt: string;
                        }[];
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            429: components["responses"]["TooManyRequests"];
            "4XX": components["responses"]["ClientError"];
            "5XX": components["responses"]["ServerError"];
        };
    };
    getInvnumber: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["InventoryNumber"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            429: components["responses"]["TooManyRequests"];
            "4XX": components["responses"]["ClientError"];
            "5XX": components["responses"]["ServerError"];
        };
    };
    updateInvnumber: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** @enum {string} */
                    service_type: "ITFS" | "UIFN" | "ITFN" | "DID" | "SIP Trunking";
                    jurisdiction: string;
                    city?: string | null;
                    number_type?: ("Fixed" | "Mobile" | "Non-Geo") | null;
                    access_type?: string | null;
                    vendor_insight_code?: string | null;
                    vendor_plan?: string | null;
                    vendor_option?: string | null;
                    routing_vendor?: string | null;
                    translated_routing?: string | null;
                    ocn_for_customer?: string | null;
                    translation_termination_number?: string | null;
                    irouting_billing?: string | null;
                    currency?: ("USD" | "EUR" | "GBP" | "HKD" | "CNY" | "SGD") | null;
                    nrc?: string | null;
                    mrc?: string | null;
                    inbound_charges?: string | null;
                    outbound_charges_fixed?: string | null;
                    outbound_charges_mobile?: string | null;
                    outbound_charges_special?: string | null;
                    billing_incremental?: ("1/1" | "6/6" | "30/6" | "30/30" | "60/1" | "60/6" | "60/60") | null;
                    commencement_date?: string | null;
                    billing_start_date?: string | null;
                    expiration_date?: string | null;
                    expired?: boolean | ("0" | "1" | "true" | "false");
                    sr_reference?: string | null;
                    provider_remarks?: string | null;
                    daisy_loopback_trunk?: string | null;
                    allinone_loopback_trunk?: string | null;
                    bothways_enabled?: boolean | ("0" | "1" | "true" | "false");
                    over_limited_channel?: number | null;
                    outbound_idd_callout_country?: string | null;
                    updatedAt: string;
                };
            };
        };
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        data: components["schemas"]["InventoryNumber"];
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            /** @description The answer */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {number} */
                        statusCode: 409;
                        error: string;
                        /** @enum {string} */
                        code: "inventory.stale";
                        message: string;
                        data: components["schemas"]["InventoryNumber"];
                    };
                };
            };
            422: components["responses"]["UnprocessableEntity"];
            429: components["responses"]["TooManyRequests"];
            "4XX": components["responses"]["ClientError"];
            "5XX": components["responses"]["ServerError"];
        };
    };
    bulkCreateInvnumbers: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "multipart/form-data": {
                    /**
                     * Format: binary
                     * @description The file (its name is kept as sent).
                     */
                    file: Blob;
                };
            };
        };
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["BulkRow"][];
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            422: components["responses"]["UnprocessableEntity"];
            429: components["responses"]["TooManyRequests"];
            "4XX": components["responses"]["ClientError"];
            "5XX": components["responses"]["ServerError"];
        };
    };
    listCalls: {
        parameters: {
            query?: {
                page?: number;
                limit?: number;
                orderby?: string;
                asc?: boolean | ("0" | "1" | "true" | "false");
                customer_id?: number;
                customer_code?: string | null;
                service_type?: ("ITFS" | "UIFN" | "ITFN" | "DID" | "SIP Trunking") | null;
                jurisdiction?: string | null;
                city?: string | null;
                direction?: ("inbound" | "outbound") | null;
                fromDate?: string | null;
                toDate?: string | null;
                calling_prefix?: string | null;
                called_prefix?: string | null;
                cause?: string | null;
                min_duration?: string | null;
                max_duration?: string | null;
                updated_since?: string | null;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["CallRecord"][];
                        count: number;
                        count_capped: boolean;
                        from: string;
                        to: string;
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            429: components["responses"]["TooManyRequests"];
            "4XX": components["responses"]["ClientError"];
            "5XX": components["responses"]["ServerError"];
        };
    };
    createCall: {
        parameters: {
            query?: never;
            header?: {
                /** @description A key of your own (1 to 255 visible ASCII characters, e.g. a UUID) that makes this POST safe to retry: a repeat with the same key and body within 24 hours answers the stored answer (with `Idempotent-Replayed: true`) instead of acting again; the same key with another request answers 422 `idempotency.key_reused`. JSON bodies only. */
                "Idempotency-Key"?: components["parameters"]["IdempotencyKey"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    CDR_SEIZTIME: string;
                    CDR_CLDNUM: string;
                    CDR_CLGNUM?: string | null;
                    CDR_CLDCNUM?: string | null;
                    CDR_ORIGIN?: string | null;
                    CDR_DESTINATION?: string | null;
                    CDR_ALERTTIME?: string | null;
                    CDR_ANSWERTIME?: string | null;
                    CDR_DISCTIME?: string | null;
                    CDR_COMPCODE?: number | null;
                    CDR_RELEASEDIR?: ("calling" | "called" | "network") | null;
                    /**
                     * @default inbound
                     * @enum {string}
                     */
                    DIRECTION?: "inbound" | "outbound";
                    CDR_IC_CUSTOMER_NAME?: string | null;
                    CDR_OG_CUSTOMER_NAME?: string | null;
                    CDR_ORIGIN_TYPE?: ("fixed" | "mobile" | "payphone") | null;
                };
            };
        };
        responses: {
            /** @description Created */
            201: {
                headers: {
                    "Idempotent-Replayed": components["headers"]["IdempotentReplayed"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        data: {
                            CDR_SEIZTIME: string;
                            CDR_CLDNUM: string;
                            CDR_CLGNUM?: string | null;
                            CDR_CLDCNUM?: string | null;
                            CDR_ORIGIN?: string | null;
                            CDR_DESTINATION?: string | null;
                            CDR_ALERTTIME?: string | null;
                            CDR_ANSWERTIME?: string | null;
                            CDR_DISCTIME?: string | null;
                            CDR_COMPCODE?: number | null;
                            CDR_RELEASEDIR?: ("calling" | "called" | "network") | null;
                            /** @enum {string} */
                            DIRECTION: "inbound" | "outbound";
                            CDR_IC_CUSTOMER_NAME?: string | null;
                            CDR_OG_CUSTOMER_NAME?: string | null;
                            CDR_ORIGIN_TYPE?: ("fixed" | "mobile" | "payphone") | null;
                        };
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            409: components["responses"]["Conflict"];
            422: components["responses"]["UnprocessableEntity"];
            429: components["responses"]["TooManyRequests"];
            "4XX": components["responses"]["ClientError"];
            "5XX": components["responses"]["ServerError"];
        };
    };
    getCallsJurisdictions: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: string[];
                    };
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            429: components["responses"]["TooManyRequests"];
            "4XX": components["responses"]["ClientError"];
            "5XX": components["responses"]["ServerError"];
        };
    };
    getCallsCities: {
        parameters: {
            query?: {
                jurisdiction?: string | null;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: string[];
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            429: components["responses"]["TooManyRequests"];
            "4XX": components["responses"]["ClientError"];
            "5XX": components["responses"]["ServerError"];
        };
    };
    bulkCreateCalls: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "multipart/form-data": {
                    /**
                     * Format: binary
                     * @description The file (its name is kept as sent).
                     */
                    file: Blob;
                };
            };
        };
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["BulkRow"][];
                        ignored_columns: string[];
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            422: components["responses"]["UnprocessableEntity"];
            429: components["responses"]["TooManyRequests"];
            "4XX": components["responses"]["ClientError"];
            "5XX": components["responses"]["ServerError"];
        };
    };
    importCalls: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** @description CSV text whose first line names the columns. */
        requestBody: {
            content: {
                "text/csv": string;
            };
        };
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        received: number;
                        loaded: number;
                        duplicates: number;
                        rejected: number;
                        errors: {
                            line: number;
                            field: string;
                            message: string;
                        }[];
                        ignored_columns: string[];
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            422: components["responses"]["UnprocessableEntity"];
            429: components["responses"]["TooManyRequests"];
            "4XX": components["responses"]["ClientError"];
            "5XX": components["responses"]["ServerError"];
        };
    };
    listTrafficAlerts: {
        parameters: {
            query?: {
                page?: number;
                limit?: number;
                state?: "open" | "acknowledged" | "resolved";
                kind?: "pumping" | "short_calls" | "origin_mix" | "single_caller" | "quality";
                customer_id?: number;
                scope?: "number" | "company";
                service_number?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["TrafficAlert"][];
                        count: number;
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            429: components["responses"]["TooManyRequests"];
            "4XX": components["responses"]["ClientError"];
            "5XX": components["responses"]["ServerError"];
        };
    };
    getTrafficAlert: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["TrafficAlert"];
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            429: components["responses"]["TooManyRequests"];
            "4XX": components["responses"]["ClientError"];
            "5XX": components["responses"]["ServerError"];
        };
    };
    getTrafficAlertSeries: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            hour: string;
                            attempts: number;
                            answered: number;
                            expected: number | null;
                            threshold: number | null;
                        }[];
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            429: components["responses"]["TooManyRequests"];
            "4XX": components["responses"]["ClientError"];
            "5XX": components["responses"]["ServerError"];
        };
    };
    acknowledgeTrafficAlert: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        data: components["schemas"]["TrafficAlert"];
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            422: components["responses"]["UnprocessableEntity"];
            429: components["responses"]["TooManyRequests"];
            "4XX": components["responses"]["ClientError"];
            "5XX": components["responses"]["ServerError"];
        };
    };
    resolveTrafficAlert: {
        parameters: {
            query?: never;
            header?: {
                /** @description A key of your own (1 to 255 visible ASCII characters, e.g. a UUID) that makes this POST safe to retry: a repeat with the same key and body within 24 hours answers the stored answer (with `Idempotent-Replayed: true`) instead of acting again; the same key with another request answers 422 `idempotency.key_reused`. JSON bodies only. */
                "Idempotency-Key"?: components["parameters"]["IdempotencyKey"];
            };
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    note: string;
                };
            };
        };
        responses: {
            /** @description OK */
            200: {
                headers: {
                    "Idempotent-Replayed": components["headers"]["IdempotentReplayed"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        data: components["schemas"]["TrafficAlert"];
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            422: components["responses"]["UnprocessableEntity"];
            429: components["responses"]["TooManyRequests"];
            "4XX": components["responses"]["ClientError"];
            "5XX": components["responses"]["ServerError"];
        };
    };
    getTrafficSettings: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            customer_id: number;
                            thresholds: {
                                minAttempts?: number;
                                pumpingRatio?: number;
                                pumpingSpreads?: number;
                                shortCallSeconds?: number;
                                shortCallShare?: number;
                                shortCallMargin?: number;
                                originMargin?: number;
                                singleCallerShare?: number;
                                qualityDrop?: number;
                                qualityMinAttempts?: number;
                            } | null;
                            quiet_hours: number | null;
                            effective: {
                                minAttempts: number;
                                pumpingRatio: number;
                                pumpingSpreads: number;
                                shortCallSeconds: number;
                                shortCallShare: number;
                                shortCallMargin: number;
                                originMargin: number;
                                singleCallerShare: number;
                                qualityDrop: number;
                                qualityMinAttempts: number;
                                quiet_hours: number;
                            };
                            defaults: {
                                minAttempts: number;
                                pumpingRatio: number;
                                pumpingSpreads: number;
                                shortCallSeconds: number;
                                shortCallShare: number;
                                shortCallMargin: number;
                                originMargin: number;
                                singleCallerShare: number;
                                qualityDrop: number;
                                qualityMinAttempts: number;
                                quiet_hours: number;
                            };
                            updatedAt: (string) | null;
                        };
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            429: components["responses"]["TooManyRequests"];
            "4XX": components["responses"]["ClientError"];
            "5XX": components["responses"]["ServerError"];
        };
    };
    setTrafficSettings: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    thresholds: {
                        minAttempts?: number;
                        pumpingRatio?: number;
                        pumpingSpreads?: number;
                        shortCallSeconds?: number;
                        shortCallShare?: number;
                        shortCallMargin?: number;
                        originMargin?: number;
                        singleCallerShare?: number;
                        qualityDrop?: number;
                        qualityMinAttempts?: number;
                    } | null;
                    quiet_hours: number | null;
                };
            };
        };
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            customer_id: number;
                            thresholds: {
                                minAttempts?: number;
                                pumpingRatio?: number;
                                pumpingSpreads?: number;
                                shortCallSeconds?: number;
                                shortCallShare?: number;
                                shortCallMargin?: number;
                                originMargin?: number;
                                singleCallerShare?: number;
                                qualityDrop?: number;
                                qualityMinAttempts?: number;
                            } | null;
                            quiet_hours: number | null;
                            effective: {
                                minAttempts: number;
                                pumpingRatio: number;
                                pumpingSpreads: number;
                                shortCallSeconds: number;
                                shortCallShare: number;
                                shortCallMargin: number;
                                originMargin: number;
                                singleCallerShare: number;
                                qualityDrop: number;
                                qualityMinAttempts: number;
                                quiet_hours: number;
                            };
                            defaults: {
                                minAttempts: number;
                                pumpingRatio: number;
                                pumpingSpreads: number;
                                shortCallSeconds: number;
                                shortCallShare: number;
                                shortCallMargin: number;
                                originMargin: number;
                                singleCallerShare: number;
                                qualityDrop: number;
                                qualityMinAttempts: number;
                                quiet_hours: number;
                            };
                            updatedAt: (string) | null;
                        };
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            422: components["responses"]["UnprocessableEntity"];
            429: components["responses"]["TooManyRequests"];
            "4XX": components["responses"]["ClientError"];
            "5XX": components["responses"]["ServerError"];
        };
    };
    listTrafficMutes: {
        parameters: {
            query?: {
                customer_id?: number;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            id: number;
                            customer_id: number;
                            service_number: string;
                            until: string;
                            note: string;
                            createdAt: string;
                        }[];
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            429: components["responses"]["TooManyRequests"];
            "4XX": components["responses"]["ClientError"];
            "5XX": components["responses"]["ServerError"];
        };
    };
    muteTrafficNumber: {
        parameters: {
            query?: never;
            header?: {
                /** @description A key of your own (1 to 255 visible ASCII characters, e.g. a UUID) that makes this POST safe to retry: a repeat with the same key and body within 24 hours answers the stored answer (with `Idempotent-Replayed: true`) instead of acting again; the same key with another request answers 422 `idempotency.key_reused`. JSON bodies only. */
                "Idempotency-Key"?: components["parameters"]["IdempotencyKey"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    service_number: string;
                    /** Format: date-time */
                    until: string;
                    note: string;
                };
            };
        };
        responses: {
            /** @description Created */
            201: {
                headers: {
                    "Idempotent-Replayed": components["headers"]["IdempotentReplayed"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        data: {
                            id: number;
                            customer_id: number;
                            service_number: string;
                            until: string;
                            note: string;
                            createdAt: string;
                        };
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            409: components["responses"]["Conflict"];
            422: components["responses"]["UnprocessableEntity"];
            429: components["responses"]["TooManyRequests"];
            "4XX": components["responses"]["ClientError"];
            "5XX": components["responses"]["ServerError"];
        };
    };
    unmuteTrafficNumber: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        data: {
                            id: number;
                            customer_id: number;
                            service_number: string;
                            until: string;
                            note: string;
                            createdAt: string;
                        };
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            422: components["responses"]["UnprocessableEntity"];
            429: components["responses"]["TooManyRequests"];
            "4XX": components["responses"]["ClientError"];
            "5XX": components["responses"]["ServerError"];
        };
    };
    getReportsOrdersSummaryoverview: {
        parameters: {
            query?: {
                customer_id?: number;
                customer_code?: string | null;
                jurisdiction?: string | null;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            service_type: string;
                            count: number;
                        }[];
                        total: number;
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            429: components["responses"]["TooManyRequests"];
            "4XX": components["responses"]["ClientError"];
            "5XX": components["responses"]["ServerError"];
        };
    };
    getReportsCallsCallstatistics: {
        parameters: {
            query?: {
                customer_id?: number;
                customer_code?: string | null;
                service_type?: ("ITFS" | "UIFN" | "ITFN" | "DID" | "SIP Trunking") | null;
                jurisdiction?: string | null;
                city?: string | null;
                direction?: ("inbound" | "outbound") | null;
                fromDate?: string | null;
                toDate?: string | null;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            callattempts: number;
                            successfulcalls: number;
                            minutes: number;
                            aloc: number | null;
                            asr: number | null;
                            ner: number | null;
                            pdd: number | null;
                            date: string;
                            hour?: number;
                            costs: {
                                currency: string;
                                cost: string;
                            }[];
                        }[];
                        totals: {
                            callattempts: number;
                            successfulcalls: number;
                            minutes: number;
                            aloc: number | null;
                            asr: number | null;
                            ner: number | null;
                            pdd: number | null;
                            costs: {
                                currency: string;
                                cost: string;
                            }[];
                        };
                        from: string;
                        to: string;
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            429: components["responses"]["TooManyRequests"];
            "4XX": components["responses"]["ClientError"];
            "5XX": components["responses"]["ServerError"];
        };
    };
    getReportsCallsCallstatisticshourly: {
        parameters: {
            query: {
                customer_id?: number;
                customer_code?: string | null;
                service_type?: ("ITFS" | "UIFN" | "ITFN" | "DID" | "SIP Trunking") | null;
                jurisdiction?: string | null;
                city?: string | null;
                direction?: ("inbound" | "outbound") | null;
                fromDate?: string | null;
                toDate?: string | null;
                dates: string[];
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            callattempts: number;
                            successfulcalls: number;
                            minutes: number;
                            aloc: number | null;
                            asr: number | null;
                            ner: number | null;
                            pdd: number | null;
                            date: string;
                            hour?: number;
                            costs: {
                                currency: string;
                                cost: string;
                            }[];
                        }[];
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            429: components["responses"]["TooManyRequests"];
            "4XX": components["responses"]["ClientError"];
            "5XX": components["responses"]["ServerError"];
        };
    };
    getReportsCallsCallcauses: {
        parameters: {
            query?: {
                customer_id?: number;
                customer_code?: string | null;
                service_type?: ("ITFS" | "UIFN" | "ITFN" | "DID" | "SIP Trunking") | null;
                jurisdiction?: string | null;
                city?: string | null;
                direction?: ("inbound" | "outbound") | null;
                fromDate?: string | null;
                toDate?: string | null;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            cause: number | null;
                            cause_name: string;
                            answered: boolean;
                            count: number;
                            share: number;
                            /** @enum {string} */
                            class: "answered" | "user_busy" | "no_answer" | "user_rejection" | "abandoned" | "number_error" | "network_failure" | "other";
                            effective: boolean;
                        }[];
                        attempts: number;
                        effective: number;
                        rule: string;
                        from: string;
                        to: string;
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            429: components["responses"]["TooManyRequests"];
            "4XX": components["responses"]["ClientError"];
            "5XX": components["responses"]["ServerError"];
        };
    };
    getReport: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                category: string;
                report_name: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            /** @description The session must add a second factor first (`auth.mfa_enrolment_required`). */
            403: components["responses"]["Forbidden"];
            /** @description The answer */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            429: components["responses"]["TooManyRequests"];
            "4XX": components["responses"]["ClientError"];
            "5XX": components["responses"]["ServerError"];
        };
    };
    listOrderNumbers: {
        parameters: {
            query?: {
                page?: number;
                limit?: number;
                orderby?: string;
                asc?: boolean | ("0" | "1" | "true" | "false");
                state?: "reserved" | "assigned" | "active" | "disconnect_requested" | "disconnect_scheduled" | "disconnected" | "released";
            };
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            id: number;
                            inventory_number_id: number | null;
                            service_number: string;
                            /** @enum {string} */
                            state: "reserved" | "assigned" | "active" | "disconnect_requested" | "disconnect_scheduled" | "disconnected" | "released";
                            city: string | null;
                            translated_routing: string | null;
                            translation_termination_number: string | null;
                            reserved_at: string;
                            assigned_at: (string) | null;
                            activated_at: (string) | null;
                            disconnect_requested_at: (string) | null;
                            disconnect_date: string | null;
                            released_at: (string) | null;
                        }[];
                        count: number;
                        states: {
                            [key: string]: number;
                        };
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            429: components["responses"]["TooManyRequests"];
            "4XX": components["responses"]["ClientError"];
            "5XX": components["responses"]["ServerError"];
        };
    };
    createOrderNumber: {
        parameters: {
            query?: never;
            header?: {
                /** @description A key of your own (1 to 255 visible ASCII characters, e.g. a UUID) that makes this POST safe to retry: a repeat with the same key and body within 24 hours answers the stored answer (with `Idempotent-Replayed: true`) instead of acting again; the same key with another request answers 422 `idempotency.key_reused`. JSON bodies only. */
                "Idempotency-Key"?: components["parameters"]["IdempotencyKey"];
            };
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    count: number;
                } | {
                    service_numbers: string[];
                };
            };
        };
        responses: {
            /** @description OK */
            200: {
                headers: {
                    "Idempotent-Replayed": components["headers"]["IdempotentReplayed"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        data: {
                            added: number;
                            requested: number;
                            numbers: {
                                id: number;
                                inventory_number_id: number | null;
                                service_number: string;
                                /** @enum {string} */
                                state: "reserved" | "assigned" | "active" | "disconnect_requested" | "disconnect_scheduled" | "disconnected" | "released";
                                city: string | null;
                                translated_routing: string | null;
                                translation_termination_number: string | null;
                                reserved_at: string;
                                assigned_at: (string) | null;
                                activated_at: (string) | null;
                                disconnect_requested_at: (string) | null;
                                disconnect_date: string | null;
                                released_at: (string) | null;
                            }[];
                        };
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            422: components["responses"]["UnprocessableEntity"];
            429: components["responses"]["TooManyRequests"];
            "4XX": components["responses"]["ClientError"];
            "5XX": components["responses"]["ServerError"];
        };
    };
    getOrderNumbersDownload: {
        parameters: {
            query?: {
                format?: "csv" | "xlsx";
            };
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The order’s numbers as CSV or xlsx */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "text/csv": Blob;
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            429: components["responses"]["TooManyRequests"];
            "4XX": components["responses"]["ClientError"];
            "5XX": components["responses"]["ServerError"];
        };
    };
    createOrderNumbersFile: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "multipart/form-data": {
                    /**
                     * Format: binary
                     * @description The file (its name is kept as sent).
                     */
                    file: Blob;
                };
            };
        };
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        data: {
                            added: number;
                            requested: number;
                            numbers: {
                                id: number;
                                inventory_number_id: number | null;
                                service_number: string;
                                /** @enum {string} */
                                state: "reserved" | "assigned" | "active" | "disconnect_requested" | "disconnect_scheduled" | "disconnected" | "released";
                                city: string | null;
                                translated_routing: string | null;
                                translation_termination_number: string | null;
                                reserved_at: string;
                                assigned_at: (string) | null;
                                activated_at: (string) | null;
                                disconnect_requested_at: (string) | null;
                                disconnect_date: string | null;
                                released_at: (string) | null;
                            }[];
                        };
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            422: components["responses"]["UnprocessableEntity"];
            429: components["responses"]["TooManyRequests"];
            "4XX": components["responses"]["ClientError"];
            "5XX": components["responses"]["ServerError"];
        };
    };
    deleteOrderNumber: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
                numberId: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            422: components["responses"]["UnprocessableEntity"];
            429: components["responses"]["TooManyRequests"];
            "4XX": components["responses"]["ClientError"];
            "5XX": components["responses"]["ServerError"];
        };
    };
    createOrderDisconnect: {
        parameters: {
            query?: never;
            header?: {
                /** @description A key of your own (1 to 255 visible ASCII characters, e.g. a UUID) that makes this POST safe to retry: a repeat with the same key and body within 24 hours answers the stored answer (with `Idempotent-Replayed: true`) instead of acting again; the same key with another request answers 422 `idempotency.key_reused`. JSON bodies only. */
                "Idempotency-Key"?: components["parameters"]["IdempotencyKey"];
            };
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    number_ids?: number[];
                    all?: boolean;
                    date: string;
                    /** @enum {boolean} */
                    confirm: true;
                };
            };
        };
        responses: {
            /** @description requested */
            200: {
                headers: {
                    "Idempotent-Replayed": components["headers"]["IdempotentReplayed"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        data: {
                            [key: string]: number;
                        };
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            422: components["responses"]["UnprocessableEntity"];
            429: components["responses"]["TooManyRequests"];
            "4XX": components["responses"]["ClientError"];
            "5XX": components["responses"]["ServerError"];
        };
    };
    confirmOrderDisconnects: {
        parameters: {
            query?: never;
            header?: {
                /** @description A key of your own (1 to 255 visible ASCII characters, e.g. a UUID) that makes this POST safe to retry: a repeat with the same key and body within 24 hours answers the stored answer (with `Idempotent-Replayed: true`) instead of acting again; the same key with another request answers 422 `idempotency.key_reused`. JSON bodies only. */
                "Idempotency-Key"?: components["parameters"]["IdempotencyKey"];
            };
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    number_ids?: number[];
                    internal_note?: string;
                };
            };
        };
        responses: {
            /** @description confirmed */
            200: {
                headers: {
                    "Idempotent-Replayed": components["headers"]["IdempotentReplayed"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        data: {
                            [key: string]: number;
                        };
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            422: components["responses"]["UnprocessableEntity"];
            429: components["responses"]["TooManyRequests"];
            "4XX": components["responses"]["ClientError"];
            "5XX": components["responses"]["ServerError"];
        };
    };
    listOrders: {
        parameters: {
            query?: {
                page?: number;
                limit?: number;
                orderby?: "updatedAt" | "createdAt" | "id" | "status" | "reference" | "customer" | "service_type" | "jurisdiction" | "number_quantity" | "channel_quantity";
                asc?: boolean | ("0" | "1" | "true" | "false");
                service_type?: ("ITFS" | "UIFN" | "ITFN" | "DID" | "SIP Trunking") | null;
                jurisdiction?: string | null;
                status?: ("requested" | "saved" | "confirmed" | "incomplete" | "ready" | "processed" | "accepted" | "assigned" | "ordered" | "testing" | "completed" | "cancellation" | "cancelled" | "terminated") | null;
                order_id?: number;
                reference?: string | null;
                customer_id?: number;
                updated_since?: string | null;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["OrderSummary"][];
                        count: number;
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            429: components["responses"]["TooManyRequests"];
            "4XX": components["responses"]["ClientError"];
            "5XX": components["responses"]["ServerError"];
        };
    };
    createOrder: {
        parameters: {
            query?: never;
            header?: {
                /** @description A key of your own (1 to 255 visible ASCII characters, e.g. a UUID) that makes this POST safe to retry: a repeat with the same key and body within 24 hours answers the stored answer (with `Idempotent-Replayed: true`) instead of acting again; the same key with another request answers 422 `idempotency.key_reused`. JSON bodies only. */
                "Idempotency-Key"?: components["parameters"]["IdempotencyKey"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    customer_id?: number;
                    service_number_type_id: number;
                    city?: string | null;
                    city_specific?: boolean | ("0" | "1" | "true" | "false");
                    number_quantity?: number;
                    channel_quantity?: number;
                    reference: string;
                    additional_remarks?: string | null;
                    translation_number_required?: boolean | ("0" | "1" | "true" | "false");
                    translation_number_format?: ("e.164" | "e.164+" | "e.164prefix" | "e.164prefix+" | "numberrange" | "individual") | null;
                    translation_number_prefix?: string | null;
                    translation_number_to?: string | null;
                    porting?: boolean | ("0" | "1" | "true" | "false");
                    porting_number_to?: string | null;
                    end_user_name?: string | null;
                    end_user_address?: string | null;
                    end_user_contact_phone?: string | null;
                    end_user_contact_email?: string | null;
                    purpose_application?: string | null;
                    usage_forecast?: string | null;
                    business_nature?: string | null;
                    business_registration_jurisdiction?: string | null;
                    business_registration_number?: string | null;
                    portability_name_existing_hosting_carriers?: string | null;
                    provider_remarks?: string | null;
                    custom_tariff?: {
                        /** @enum {string} */
                        currency?: "USD" | "EUR" | "GBP" | "HKD" | "CNY" | "SGD";
                        nrc?: string | null;
                        mrc?: string | null;
                        nrc_channel_charges?: string | null;
                        mrc_channel_charges?: string | null;
                        fix_usage_rate?: string | null;
                        mobile_usage_rate?: string | null;
                        payphone_usage_rate?: string | null;
                        inbound_charges?: string | null;
                        outbound_charges_fixed?: string | null;
                        outbound_charges_mobile?: string | null;
                        outbound_charges_special?: string | null;
                        billing_incremental?: ("1/1" | "6/6" | "30/6" | "30/30" | "60/1" | "60/6" | "60/60") | null;
                        billing_start_date?: string | null;
                        commencement_date?: string | null;
                    } | null;
                    /** @enum {boolean} */
                    terms_accepted: true;
                    /**
                     * @default requested
                     * @enum {string}
                     */
                    status?: "requested" | "processed";
                    reserved_numbers?: number[];
                };
            };
        };
        responses: {
            /** @description Created */
            201: {
                headers: {
                    "Idempotent-Replayed": components["headers"]["IdempotentReplayed"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        data: components["schemas"]["Order"];
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            409: components["responses"]["Conflict"];
            422: components["responses"]["UnprocessableEntity"];
            429: components["responses"]["TooManyRequests"];
            "4XX": components["responses"]["ClientError"];
            "5XX": components["responses"]["ServerError"];
        };
    };
    getOrder: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Order"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            429: components["responses"]["TooManyRequests"];
            "4XX": components["responses"]["ClientError"];
            "5XX": components["responses"]["ServerError"];
        };
    };
    updateOrder: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    city?: string | null;
                    city_specific?: boolean | ("0" | "1" | "true" | "false");
                    number_quantity?: number;
                    channel_quantity?: number;
                    reference?: string;
                    additional_remarks?: string | null;
                    translation_number_required?: boolean | ("0" | "1" | "true" | "false");
                    translation_number_format?: ("e.164" | "e.164+" | "e.164prefix" | "e.164prefix+" | "numberrange" | "individual") | null;
                    translation_number_prefix?: string | null;
                    translation_number_to?: string | null;
                    porting?: boolean | ("0" | "1" | "true" | "false");
                    porting_number_to?: string | null;
                    end_user_name?: string | null;
                    end_user_address?: string | null;
                    end_user_contact_phone?: string | null;
                    end_user_contact_email?: string | null;
                    purpose_application?: string | null;
                    usage_forecast?: string | null;
                    business_nature?: string | null;
                    business_registration_jurisdiction?: string | null;
                    business_registration_number?: string | null;
                    portability_name_existing_hosting_carriers?: string | null;
                    provider_remarks?: string | null;
                    custom_tariff?: {
                        /** @enum {string} */
                        currency?: "USD" | "EUR" | "GBP" | "HKD" | "CNY" | "SGD";
                        nrc?: string | null;
                        mrc?: string | null;
                        nrc_channel_charges?: string | null;
                        mrc_channel_charges?: string | null;
                        fix_usage_rate?: string | null;
                        mobile_usage_rate?: string | null;
                        payphone_usage_rate?: string | null;
                        inbound_charges?: string | null;
                        outbound_charges_fixed?: string | null;
                        outbound_charges_mobile?: string | null;
                        outbound_charges_special?: string | null;
                        billing_incremental?: ("1/1" | "6/6" | "30/6" | "30/30" | "60/1" | "60/6" | "60/60") | null;
                        billing_start_date?: string | null;
                        commencement_date?: string | null;
                    } | null;
                    /** @enum {string} */
                    status: "requested" | "saved" | "confirmed" | "incomplete" | "ready" | "processed" | "accepted" | "assigned" | "ordered" | "testing" | "completed" | "cancellation" | "cancelled" | "terminated";
                    updatedAt: string;
                    remarks?: string | null;
                    short_reason?: string | null;
                    internal_note?: string | null;
                };
            };
        };
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        data: components["schemas"]["Order"];
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            /** @description The answer */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        statusCode?: number;
                        error?: string;
                        code: string;
                        message: string;
                        errors?: components["schemas"]["FieldError"][];
                        data?: components["schemas"]["Order"];
                    };
                };
            };
            422: components["responses"]["UnprocessableEntity"];
            429: components["responses"]["TooManyRequests"];
            "4XX": components["responses"]["ClientError"];
            "5XX": components["responses"]["ServerError"];
        };
    };
    listPorts: {
        parameters: {
            query?: {
                page?: number;
                limit?: number;
                orderby?: "requested_foc_date" | "confirmed_foc_date" | "updatedAt" | "id";
                asc?: boolean | ("0" | "1" | "true" | "false");
                state?: "draft" | "submitted" | "exception" | "foc_confirmed" | "ported" | "cancelled";
                search?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            id: number;
                            order_id: number;
                            order_reference: string;
                            customer_id: number;
                            customer: string | null;
                            service_type: string;
                            jurisdiction: string;
                            /** @enum {string} */
                            state: "draft" | "submitted" | "exception" | "foc_confirmed" | "ported" | "cancelled";
                            numbers: number;
                            losing_carriers: string | null;
                            requested_foc_date: string | null;
                            confirmed_foc_date: string | null;
                            updatedAt: string;
                        }[];
                        count: number;
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            429: components["responses"]["TooManyRequests"];
            "4XX": components["responses"]["ClientError"];
            "5XX": components["responses"]["ServerError"];
        };
    };
    getPort: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        id: number;
                        order_id: number;
                        order_reference: string;
                        customer_id: number;
                        customer: string | null;
                        service_type: string;
                        jurisdiction: string;
                        /** @enum {string} */
                        state: "draft" | "submitted" | "exception" | "foc_confirmed" | "ported" | "cancelled";
                        numbers: number;
                        losing_carriers: string | null;
                        requested_foc_date: string | null;
                        confirmed_foc_date: string | null;
                        updatedAt: string;
                        losing_account: string | null;
                        exception_code: ("new_loa" | "correct_numbers" | "carrier_details" | "other") | null;
                        exception_reason: string | null;
                        earliest_foc_date: string;
                        lead_business_days: number;
                        loa: {
                            original_name: string;
                            uploaded_at: string;
                        } | null;
                        number_list: {
                            number: string;
                            /** @enum {string} */
                            result: "pending" | "ported" | "rejected";
                            reason: string | null;
                        }[];
                        events: {
                            id: number;
                            from_state: ("draft" | "submitted" | "exception" | "foc_confirmed" | "ported" | "cancelled") | null;
                            /** @enum {string} */
                            to_state: "draft" | "submitted" | "exception" | "foc_confirmed" | "ported" | "cancelled";
                            note: string | null;
                            author: {
                                id: number;
                                email: string;
                                firstname: string | null;
                                lastname: string | null;
                                staff: boolean;
                            } | null;
                            createdAt: string;
                        }[];
                        notes: {
                            id: number;
                            body: string;
                            author: {
                                id: number;
                                email: string;
                                firstname: string | null;
                                lastname: string | null;
                                staff: boolean;
                            } | null;
                            createdAt: string;
                        }[];
                        moves: ("submit" | "confirm_foc" | "raise_exception" | "complete" | "cancel")[];
                        editable: boolean;
                        createdAt: string;
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            429: components["responses"]["TooManyRequests"];
            "4XX": components["responses"]["ClientError"];
            "5XX": components["responses"]["ServerError"];
        };
    };
    getOrderPort: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            id: number;
                            order_id: number;
                            order_reference: string;
                            customer_id: number;
                            customer: string | null;
                            service_type: string;
                            jurisdiction: string;
                            /** @enum {string} */
                            state: "draft" | "submitted" | "exception" | "foc_confirmed" | "ported" | "cancelled";
                            numbers: number;
                            losing_carriers: string | null;
                            requested_foc_date: string | null;
                            confirmed_foc_date: string | null;
                            updatedAt: string;
                            losing_account: string | null;
                            exception_code: ("new_loa" | "correct_numbers" | "carrier_details" | "other") | null;
                            exception_reason: string | null;
                            earliest_foc_date: string;
                            lead_business_days: number;
                            loa: {
                                original_name: string;
                                uploaded_at: string;
                            } | null;
                            number_list: {
                                number: string;
                                /** @enum {string} */
                                result: "pending" | "ported" | "rejected";
                                reason: string | null;
                            }[];
                            events: {
                                id: number;
                                from_state: ("draft" | "submitted" | "exception" | "foc_confirmed" | "ported" | "cancelled") | null;
                                /** @enum {string} */
                                to_state: "draft" | "submitted" | "exception" | "foc_confirmed" | "ported" | "cancelled";
                                note: string | null;
                                author: {
                                    id: number;
                                    email: string;
                                    firstname: string | null;
                                    lastname: string | null;
                                    staff: boolean;
                                } | null;
                                createdAt: string;
                            }[];
                            notes: {
                                id: number;
                                body: string;
                                author: {
                                    id: number;
                                    email: string;
                                    firstname: string | null;
                                    lastname: string | null;
                                    staff: boolean;
                                } | null;
                                createdAt: string;
                            }[];
                            moves: ("submit" | "confirm_foc" | "raise_exception" | "complete" | "cancel")[];
                            editable: boolean;
                            createdAt: string;
                        } | null;
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            429: components["responses"]["TooManyRequests"];
            "4XX": components["responses"]["ClientError"];
            "5XX": components["responses"]["ServerError"];
        };
    };
    updateOrderPort: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    numbers?: string;
                    losing_carriers?: string | null;
                    losing_account?: string | null;
                    requested_foc_date?: string | null;
                };
            };
        };
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        data: {
                            id: number;
                            order_id: number;
                            order_reference: string;
                            customer_id: number;
                            customer: string | null;
                            service_type: string;
                            jurisdiction: string;
                            /** @enum {string} */
                            state: "draft" | "submitted" | "exception" | "foc_confirmed" | "ported" | "cancelled";
                            numbers: number;
                            losing_carriers: string | null;
                            requested_foc_date: string | null;
                            confirmed_foc_date: string | null;
                            updatedAt: string;
                            losing_account: string | null;
                            exception_code: ("new_loa" | "correct_numbers" | "carrier_details" | "other") | null;
                            exception_reason: string | null;
                            earliest_foc_date: string;
                            lead_business_days: number;
                            loa: {
                                original_name: string;
                                uploaded_at: string;
                            } | null;
                            number_list: {
                                number: string;
                                /** @enum {string} */
                                result: "pending" | "ported" | "rejected";
                                reason: string | null;
                            }[];
                            events: {
                                id: number;
                                from_state: ("draft" | "submitted" | "exception" | "foc_confirmed" | "ported" | "cancelled") | null;
                                /** @enum {string} */
                                to_state: "draft" | "submitted" | "exception" | "foc_confirmed" | "ported" | "cancelled";
                                note: string | null;
                                author: {
                                    id: number;
                                    email: string;
                                    firstname: string | null;
                                    lastname: string | null;
                                    staff: boolean;
                                } | null;
                                createdAt: string;
                            }[];
                            notes: {
                                id: number;
                                body: string;
                                author: {
                                    id: number;
                                    email: string;
                                    firstname: string | null;
                                    lastname: string | null;
                                    staff: boolean;
                                } | null;
                                createdAt: string;
                            }[];
                            moves: ("submit" | "confirm_foc" | "raise_exception" | "complete" | "cancel")[];
                            editable: boolean;
                            createdAt: string;
                        };
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            422: components["responses"]["UnprocessableEntity"];
            429: components["responses"]["TooManyRequests"];
            "4XX": components["responses"]["ClientError"];
            "5XX": components["responses"]["ServerError"];
        };
    };
    createPortMove: {
        parameters: {
            query?: never;
            header?: {
                /** @description A key of your own (1 to 255 visible ASCII characters, e.g. a UUID) that makes this POST safe to retry: a repeat with the same key and body within 24 hours answers the stored answer (with `Idempotent-Replayed: true`) instead of acting again; the same key with another request answers 422 `idempotency.key_reused`. JSON bodies only. */
                "Idempotency-Key"?: components["parameters"]["IdempotencyKey"];
            };
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** @enum {string} */
                    move: "submit";
                } | {
                    /** @enum {string} */
                    move: "cancel";
                    reason?: string | null;
                } | {
                    /** @enum {string} */
                    move: "confirm_foc";
                    confirmed_foc_date?: string | null;
                } | {
                    /** @enum {string} */
                    move: "raise_exception";
                    /** @enum {string} */
                    exception_code: "new_loa" | "correct_numbers" | "carrier_details" | "other";
                    exception_reason?: string | null;
                } | {
                    /** @enum {string} */
                    move: "complete";
                    results: {
                        number: string;
                        /** @enum {string} */
                        result: "ported" | "rejected";
                        reason?: string | null;
                    }[];
                };
            };
        };
        responses: {
            /** @description OK */
            200: {
                headers: {
                    "Idempotent-Replayed": components["headers"]["IdempotentReplayed"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        data: {
                            id: number;
                            order_id: number;
                            order_reference: string;
                            customer_id: number;
                            customer: string | null;
                            service_type: string;
                            jurisdiction: string;
                            /** @enum {string} */
                            state: "draft" | "submitted" | "exception" | "foc_confirmed" | "ported" | "cancelled";
                            numbers: number;
                            losing_carriers: string | null;
                            requested_foc_date: string | null;
                            confirmed_foc_date: string | null;
                            updatedAt: string;
                            losing_account: string | null;
                            exception_code: ("new_loa" | "correct_numbers" | "carrier_details" | "other") | null;
                            exception_reason: string | null;
                            earliest_foc_date: string;
                            lead_business_days: number;
                            loa: {
                                original_name: string;
                                uploaded_at: string;
                            } | null;
                            number_list: {
                                number: string;
                                /** @enum {string} */
                                result: "pending" | "ported" | "rejected";
                                reason: string | null;
                            }[];
                            events: {
                                id: number;
                                from_state: ("draft" | "submitted" | "exception" | "foc_confirmed" | "ported" | "cancelled") | null;
                                /** @enum {string} */
                                to_state: "draft" | "submitted" | "exception" | "foc_confirmed" | "ported" | "cancelled";
                                note: string | null;
                                author: {
                                    id: number;
                                    email: string;
                                    firstname: string | null;
                                    lastname: string | null;
                                    staff: boolean;
                                } | null;
                                createdAt: string;
                            }[];
                            notes: {
                                id: number;
                                body: string;
                                author: {
                                    id: number;
                                    email: string;
                                    firstname: string | null;
                                    lastname: string | null;
                                    staff: boolean;
                                } | null;
                                createdAt: string;
                            }[];
                            moves: ("submit" | "confirm_foc" | "raise_exception" | "complete" | "cancel")[];
                            editable: boolean;
                            createdAt: string;
                        };
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            422: components["responses"]["UnprocessableEntity"];
            429: components["responses"]["TooManyRequests"];
            "4XX": components["responses"]["ClientError"];
            "5XX": components["responses"]["ServerError"];
        };
    };
    createPortNote: {
        parameters: {
            query?: never;
            header?: {
                /** @description A key of your own (1 to 255 visible ASCII characters, e.g. a UUID) that makes this POST safe to retry: a repeat with the same key and body within 24 hours answers the stored answer (with `Idempotent-Replayed: true`) instead of acting again; the same key with another request answers 422 `idempotency.key_reused`. JSON bodies only. */
                "Idempotency-Key"?: components["parameters"]["IdempotencyKey"];
            };
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    body: string;
                };
            };
        };
        responses: {
            /** @description Created */
            201: {
                headers: {
                    "Idempotent-Replayed": components["headers"]["IdempotentReplayed"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        data: {
                            id: number;
                            body: string;
                            author: {
                                id: number;
                                email: string;
                                firstname: string | null;
                                lastname: string | null;
                                staff: boolean;
                            } | null;
                            createdAt: string;
                        };
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            422: components["responses"]["UnprocessableEntity"];
            429: components["responses"]["TooManyRequests"];
            "4XX": components["responses"]["ClientError"];
            "5XX": components["responses"]["ServerError"];
        };
    };
    getPortLoa: {
        parameters: {
            query?: {
                language?: "en" | "es" | "fr" | "ja" | "ru" | "zh";
            };
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The letter of authorisation to sign, prefilled */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/pdf": Blob;
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            429: components["responses"]["TooManyRequests"];
            "4XX": components["responses"]["ClientError"];
            "5XX": components["responses"]["ServerError"];
        };
    };
    createPortLoa: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "multipart/form-data": {
                    /**
                     * Format: binary
                     * @description The file (its name is kept as sent).
                     */
                    file: Blob;
                };
            };
        };
        responses: {
            /** @description Created */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        data: {
                            id: number;
                            order_id: number;
                            order_reference: string;
                            customer_id: number;
                            customer: string | null;
                            service_type: string;
                            jurisdiction: string;
                            /** @enum {string} */
                            state: "draft" | "submitted" | "exception" | "foc_confirmed" | "ported" | "cancelled";
                            numbers: number;
                            losing_carriers: string | null;
                            requested_foc_date: string | null;
                            confirmed_foc_date: string | null;
                            updatedAt: string;
                            losing_account: string | null;
                            exception_code: ("new_loa" | "correct_numbers" | "carrier_details" | "other") | null;
                            exception_reason: string | null;
                            earliest_foc_date: string;
                            lead_business_days: number;
                            loa: {
                                original_name: string;
                                uploaded_at: string;
                            } | null;
                            number_list: {
                                number: string;
                                /** @enum {string} */
                                result: "pending" | "ported" | "rejected";
                                reason: string | null;
                            }[];
                            events: {
                                id: number;
                                from_state: ("draft" | "submitted" | "exception" | "foc_confirmed" | "ported" | "cancelled") | null;
                                /** @enum {string} */
                                to_state: "draft" | "submitted" | "exception" | "foc_confirmed" | "ported" | "cancelled";
                                note: string | null;
                                author: {
                                    id: number;
                                    email: string;
                                    firstname: string | null;
                                    lastname: string | null;
                                    staff: boolean;
                                } | null;
                                createdAt: string;
                            }[];
                            notes: {
                                id: number;
                                body: string;
                                author: {
                                    id: number;
                                    email: string;
                                    firstname: string | null;
                                    lastname: string | null;
                                    staff: boolean;
                                } | null;
                                createdAt: string;
                            }[];
                            moves: ("submit" | "confirm_foc" | "raise_exception" | "complete" | "cancel")[];
                            editable: boolean;
                            createdAt: string;
                        };
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            422: components["responses"]["UnprocessableEntity"];
            429: components["responses"]["TooManyRequests"];
            "4XX": components["responses"]["ClientError"];
            "5XX": components["responses"]["ServerError"];
        };
    };
    getPortLoaSigned: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The signed letter as uploaded */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/octet-stream": Blob;
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            429: components["responses"]["TooManyRequests"];
            "4XX": components["responses"]["ClientError"];
            "5XX": components["responses"]["ServerError"];
        };
    };
    getComplianceEndUsers: {
        parameters: {
            query?: {
                customer_id?: number;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["EndUser"][];
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            429: components["responses"]["TooManyRequests"];
            "4XX": components["responses"]["ClientError"];
            "5XX": components["responses"]["ServerError"];
        };
    };
    createComplianceEndUser: {
        parameters: {
            query?: never;
            header?: {
                /** @description A key of your own (1 to 255 visible ASCII characters, e.g. a UUID) that makes this POST safe to retry: a repeat with the same key and body within 24 hours answers the stored answer (with `Idempotent-Replayed: true`) instead of acting again; the same key with another request answers 422 `idempotency.key_reused`. JSON bodies only. */
                "Idempotency-Key"?: components["parameters"]["IdempotencyKey"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    name: string;
                    address?: string | null;
                    country?: string | null;
                    contact_phone?: string | null;
                    contact_email?: string | null;
                };
            };
        };
        responses: {
            /** @description Created */
            201: {
                headers: {
                    "Idempotent-Replayed": components["headers"]["IdempotentReplayed"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        data: components["schemas"]["EndUser"];
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            409: components["responses"]["Conflict"];
            422: components["responses"]["UnprocessableEntity"];
            429: components["responses"]["TooManyRequests"];
            "4XX": components["responses"]["ClientError"];
            "5XX": components["responses"]["ServerError"];
        };
    };
    updateComplianceEndUser: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    name: string;
                    address?: string | null;
                    country?: string | null;
                    contact_phone?: string | null;
                    contact_email?: string | null;
                };
            };
        };
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        data: components["schemas"]["EndUser"];
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            422: components["responses"]["UnprocessableEntity"];
            429: components["responses"]["TooManyRequests"];
            "4XX": components["responses"]["ClientError"];
            "5XX": components["responses"]["ServerError"];
        };
    };
    listComplianceDocuments: {
        parameters: {
            query?: {
                page?: number;
                limit?: number;
                orderby?: string;
                asc?: boolean | ("0" | "1" | "true" | "false");
                type?: "business_registration" | "address_proof" | "passport" | "passport_holding_photo" | "itu_assignment" | "declaration_letter" | "consent_letter" | "porting_form" | "invoice";
                state?: "pending" | "approved" | "rejected";
                input?: "end_user_address_proof" | "business_registration_doc" | "itu_assignment_doc" | "declaration_letter" | "portability_forms" | "portability_latest_invoices" | "portability_end_user_consent_letter" | "translation_number_to_file" | "porting_number_to_file" | "authorised_person_passport_id" | "authorised_person_passport_holding_photo_id";
                customer_id?: number;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["Proof"][];
                        count: number;
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            429: components["responses"]["TooManyRequests"];
            "4XX": components["responses"]["ClientError"];
            "5XX": components["responses"]["ServerError"];
        };
    };
    createComplianceDocument: {
        parameters: {
            query: {
                type: "business_registration" | "address_proof" | "passport" | "passport_holding_photo" | "itu_assignment" | "declaration_letter" | "consent_letter" | "porting_form" | "invoice";
                country: string;
                end_user_id?: number | null;
                valid_until?: string | null;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "multipart/form-data": {
                    /**
                     * Format: binary
                     * @description The file (its name is kept as sent).
                     */
                    file: Blob;
                };
            };
        };
        responses: {
            /** @description Created */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        data: components["schemas"]["Proof"];
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            422: components["responses"]["UnprocessableEntity"];
            429: components["responses"]["TooManyRequests"];
            "4XX": components["responses"]["ClientError"];
            "5XX": components["responses"]["ServerError"];
        };
    };
    getComplianceDocument: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Proof"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            429: components["responses"]["TooManyRequests"];
            "4XX": components["responses"]["ClientError"];
            "5XX": components["responses"]["ServerError"];
        };
    };
    getComplianceDocumentFile: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The proof as uploaded */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/octet-stream": Blob;
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            429: components["responses"]["TooManyRequests"];
            "4XX": components["responses"]["ClientError"];
            "5XX": components["responses"]["ServerError"];
        };
    };
    listComplianceVerifications: {
        parameters: {
            query?: {
                page?: number;
                limit?: number;
                orderby?: string;
                asc?: boolean | ("0" | "1" | "true" | "false");
                state?: "pending" | "approved" | "rejected";
                type?: "business_registration" | "address_proof" | "passport" | "passport_holding_photo" | "itu_assignment" | "declaration_letter" | "consent_letter" | "porting_form" | "invoice";
                customer_id?: number;
                search?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["Proof"][];
                        count: number;
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            429: components["responses"]["TooManyRequests"];
            "4XX": components["responses"]["ClientError"];
            "5XX": components["responses"]["ServerError"];
        };
    };
    updateComplianceDocumentVerification: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** @enum {string} */
                    state: "approved" | "rejected";
                    reason?: string | null;
                    valid_until?: string | null;
                };
            };
        };
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        data: components["schemas"]["Proof"];
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            422: components["responses"]["UnprocessableEntity"];
            429: components["responses"]["TooManyRequests"];
            "4XX": components["responses"]["ClientError"];
            "5XX": components["responses"]["ServerError"];
        };
    };
    createComplianceExpiryCheck: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        data: {
                            warned: number;
                        };
                    };
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            429: components["responses"]["TooManyRequests"];
            "4XX": components["responses"]["ClientError"];
            "5XX": components["responses"]["ServerError"];
        };
    };
    getComplianceOrderProofs: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                order_id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            input_id: string;
                            document: components["schemas"]["Proof"];
                        }[];
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            429: components["responses"]["TooManyRequests"];
            "4XX": components["responses"]["ClientError"];
            "5XX": components["responses"]["ServerError"];
        };
    };
    updateComplianceOrderProof: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                order_id: number;
                input_id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    document_id: number;
                };
            };
        };
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        data: {
                            input_id: string;
                            document_id: number;
                            filename: string;
                        };
                        order: {
                            status: string;
                            updatedAt: string;
                        };
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            422: components["responses"]["UnprocessableEntity"];
            429: components["responses"]["TooManyRequests"];
            "4XX": components["responses"]["ClientError"];
            "5XX": components["responses"]["ServerError"];
        };
    };
    createComplianceOrderProof: {
        parameters: {
            query?: {
                country?: string;
                valid_until?: string | null;
            };
            header?: never;
            path: {
                order_id: number;
                input_id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "multipart/form-data": {
                    /**
                     * Format: binary
                     * @description The file (its name is kept as sent).
                     */
                    file: Blob;
                };
            };
        };
        responses: {
            /** @description Created */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        data: {
                            input_id: string;
                            document_id: number;
                            filename: string;
                        };
                        order: {
                            status: string;
                            updatedAt: string;
                        };
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            422: components["responses"]["UnprocessableEntity"];
            429: components["responses"]["TooManyRequests"];
            "4XX": components["responses"]["ClientError"];
            "5XX": components["responses"]["ServerError"];
        };
    };
    listDnis: {
        parameters: {
            query?: {
                page?: number;
                limit?: number;
                orderby?: "service_number";
                asc?: boolean | ("0" | "1" | "true" | "false");
                customer_code?: string | null;
                service_number?: string | null;
                jurisdiction?: string | null;
                unrouted?: boolean | ("0" | "1" | "true" | "false");
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            id: number;
                            service_number: string;
                            translation_termination_number: string | null;
                            translated_routing: string | null;
                            routing_vendor: string | null;
                            ocn_for_customer: string | null;
                            service_type: string;
                            jurisdiction: string;
                            city: string | null;
                            customer_insight_code: string | null;
                            customer_name: string | null;
                            order_id: number | null;
                            expired: boolean;
                            updatedAt: string;
                        }[];
                        count: number;
                        count_capped?: boolean;
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            429: components["responses"]["TooManyRequests"];
            "4XX": components["responses"]["ClientError"];
            "5XX": components["responses"]["ServerError"];
        };
    };
    updateDni: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    translation_termination_number: string;
                    translated_routing?: string | null;
                    routing_vendor?: string | null;
                    ocn_for_customer?: string | null;
                };
            };
        };
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        data: {
                            id: number;
                            service_number: string;
                            translation_termination_number: string | null;
                            translated_routing: string | null;
                            routing_vendor: string | null;
                            ocn_for_customer: string | null;
                            service_type: string;
                            jurisdiction: string;
                            city: string | null;
                            customer_insight_code: string | null;
                            customer_name: string | null;
                            order_id: number | null;
                            expired: boolean;
                            updatedAt: string;
                        };
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            422: components["responses"]["UnprocessableEntity"];
            429: components["responses"]["TooManyRequests"];
            "4XX": components["responses"]["ClientError"];
            "5XX": components["responses"]["ServerError"];
        };
    };
    getReportsDownload: {
        parameters: {
            query?: {
                format?: "csv" | "xlsx";
            };
            header?: never;
            path: {
                category: string;
                report_name: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Accepted: the work goes on in the background */
            202: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        data: components["schemas"]["ExportFile"];
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            /** @description The session must add a second factor first (`auth.mfa_enrolment_required`). */
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            429: components["responses"]["TooManyRequests"];
            "4XX": components["responses"]["ClientError"];
            "5XX": components["responses"]["ServerError"];
        };
    };
    listDownloads: {
        parameters: {
            query?: {
                page?: number;
                limit?: number;
                orderby?: string;
                asc?: boolean | ("0" | "1" | "true" | "false");
                status?: "Pending" | "Processing" | "Completed" | "Failed";
                fresh?: "true" | "false";
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["ExportFile"][];
                        count: number;
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            /** @description The session must add a second factor first (`auth.mfa_enrolment_required`). */
            403: components["responses"]["Forbidden"];
            429: components["responses"]["TooManyRequests"];
            "4XX": components["responses"]["ClientError"];
            "5XX": components["responses"]["ServerError"];
        };
    };
    getDownload: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                name: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The export file (text/csv or xlsx) */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/octet-stream": Blob;
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            /** @description The session must add a second factor first (`auth.mfa_enrolment_required`). */
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            429: components["responses"]["TooManyRequests"];
            "4XX": components["responses"]["ClientError"];
            "5XX": components["responses"]["ServerError"];
        };
    };
    listReportingReports: {
        parameters: {
            query?: {
                all?: "true" | "false";
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["Report"][];
                        count: number;
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            429: components["responses"]["TooManyRequests"];
            "4XX": components["responses"]["ClientError"];
            "5XX": components["responses"]["ServerError"];
        };
    };
    createReportingReport: {
        parameters: {
            query?: never;
            header?: {
                /** @description A key of your own (1 to 255 visible ASCII characters, e.g. a UUID) that makes this POST safe to retry: a repeat with the same key and body within 24 hours answers the stored answer (with `Idempotent-Replayed: true`) instead of acting again; the same key with another request answers 422 `idempotency.key_reused`. JSON bodies only. */
                "Idempotency-Key"?: components["parameters"]["IdempotencyKey"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    name: string;
                    /** @enum {string} */
                    type: "callsummary" | "callstatistics" | "callcauses" | "inventorynumbers" | "callstatisticshourly" | "summaryoverview";
                    /** @default {} */
                    filters?: {
                        customer_id?: number | null;
                        customer_code?: string | null;
                        service_type?: string | null;
                        jurisdiction?: string | null;
                        city?: string | null;
                        direction?: ("inbound" | "outbound") | null;
                    };
                    /**
                     * @default {
                     *       "kind": "relative",
                     *       "relative": "yesterday"
                     *     }
                     */
                    period?: {
                        /** @enum {string} */
                        kind: "relative";
                        /** @enum {string} */
                        relative: "yesterday" | "last7" | "last30" | "lastMonth";
                    } | {
                        /** @enum {string} */
                        kind: "fixed";
                        from: string;
                        to: string;
                    };
                    /** @default UTC */
                    time_zone?: string;
                    /**
                     * @default csv
                     * @enum {string}
                     */
                    format?: "csv" | "xlsx";
                    /**
                     * @default {
                     *       "frequency": "none"
                     *     }
                     */
                    schedule?: {
                        /**
                         * @default none
                         * @enum {string}
                         */
                        frequency?: "none" | "daily" | "weekly" | "monthly";
                        weekday?: number | null;
                        day?: number | null;
                    };
                    /** @default false */
                    email?: boolean;
                };
            };
        };
        responses: {
            /** @description Created */
            201: {
                headers: {
                    "Idempotent-Replayed": components["headers"]["IdempotentReplayed"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        data: components["schemas"]["Report"];
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            409: components["responses"]["Conflict"];
            422: components["responses"]["UnprocessableEntity"];
            429: components["responses"]["TooManyRequests"];
            "4XX": components["responses"]["ClientError"];
            "5XX": components["responses"]["ServerError"];
        };
    };
    getReportingReport: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["Report"];
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            429: components["responses"]["TooManyRequests"];
            "4XX": components["responses"]["ClientError"];
            "5XX": components["responses"]["ServerError"];
        };
    };
    updateReportingReport: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    name: string;
                    /** @enum {string} */
                    type: "callsummary" | "callstatistics" | "callcauses" | "inventorynumbers" | "callstatisticshourly" | "summaryoverview";
                    /** @default {} */
                    filters?: {
                        customer_id?: number | null;
                        customer_code?: string | null;
                        service_type?: string | null;
                        jurisdiction?: string | null;
                        city?: string | null;
                        direction?: ("inbound" | "outbound") | null;
                    };
                    /**
                     * @default {
                     *       "kind": "relative",
                     *       "relative": "yesterday"
                     *     }
                     */
                    period?: {
                        /** @enum {string} */
                        kind: "relative";
                        /** @enum {string} */
                        relative: "yesterday" | "last7" | "last30" | "lastMonth";
                    } | {
                        /** @enum {string} */
                        kind: "fixed";
                        from: string;
                        to: string;
                    };
                    /** @default UTC */
                    time_zone?: string;
                    /**
                     * @default csv
                     * @enum {string}
                     */
                    format?: "csv" | "xlsx";
                    /**
                     * @default {
                     *       "frequency": "none"
                     *     }
                     */
                    schedule?: {
                        /**
                         * @default none
                         * @enum {string}
                         */
                        frequency?: "none" | "daily" | "weekly" | "monthly";
                        weekday?: number | null;
                        day?: number | null;
                    };
                    /** @default false */
                    email?: boolean;
                };
            };
        };
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        data: components["schemas"]["Report"];
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            422: components["responses"]["UnprocessableEntity"];
            429: components["responses"]["TooManyRequests"];
            "4XX": components["responses"]["ClientError"];
            "5XX": components["responses"]["ServerError"];
        };
    };
    deleteReportingReport: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            422: components["responses"]["UnprocessableEntity"];
            429: components["responses"]["TooManyRequests"];
            "4XX": components["responses"]["ClientError"];
            "5XX": components["responses"]["ServerError"];
        };
    };
    runReportingReport: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Accepted: the work goes on in the background */
            202: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        data: components["schemas"]["ExportFile"];
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            422: components["responses"]["UnprocessableEntity"];
            429: components["responses"]["TooManyRequests"];
            "4XX": components["responses"]["ClientError"];
            "5XX": components["responses"]["ServerError"];
        };
    };
    getTemplatesCustomers: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The spreadsheet template */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet": Blob;
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            429: components["responses"]["TooManyRequests"];
            "4XX": components["responses"]["ClientError"];
            "5XX": components["responses"]["ServerError"];
        };
    };
    getTemplatesCarriers: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The spreadsheet template */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet": Blob;
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            429: components["responses"]["TooManyRequests"];
            "4XX": components["responses"]["ClientError"];
            "5XX": components["responses"]["ServerError"];
        };
    };
    getTemplatesVendors: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The spreadsheet template */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet": Blob;
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            429: components["responses"]["TooManyRequests"];
            "4XX": components["responses"]["ClientError"];
            "5XX": components["responses"]["ServerError"];
        };
    };
    getTemplatesServicenumbertypes: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The spreadsheet template */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet": Blob;
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            429: components["responses"]["TooManyRequests"];
            "4XX": components["responses"]["ClientError"];
            "5XX": components["responses"]["ServerError"];
        };
    };
    getTemplatesInvnumbers: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The spreadsheet template */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet": Blob;
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            429: components["responses"]["TooManyRequests"];
            "4XX": components["responses"]["ClientError"];
            "5XX": components["responses"]["ServerError"];
        };
    };
    getTemplatesCalls: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The spreadsheet template */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet": Blob;
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            429: components["responses"]["TooManyRequests"];
            "4XX": components["responses"]["ClientError"];
            "5XX": components["responses"]["ServerError"];
        };
    };
    listAccountTypes: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["AccountType"][];
                        count: number;
                    };
                };
            };
            401: components["responses"]["Unauthorized"];
            /** @description The session must add a second factor first (`auth.mfa_enrolment_required`). */
            403: components["responses"]["Forbidden"];
            429: components["responses"]["TooManyRequests"];
            "4XX": components["responses"]["ClientError"];
            "5XX": components["responses"]["ServerError"];
        };
    };
    createAccountType: {
        parameters: {
            query?: never;
            header?: {
                /** @description A key of your own (1 to 255 visible ASCII characters, e.g. a UUID) that makes this POST safe to retry: a repeat with the same key and body within 24 hours answers the stored answer (with `Idempotent-Replayed: true`) instead of acting again; the same key with another request answers 422 `idempotency.key_reused`. JSON bodies only. */
                "Idempotency-Key"?: components["parameters"]["IdempotencyKey"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    id: number;
                    account_type: string;
                    /** @default  */
                    description?: string;
                };
            };
        };
        responses: {
            /** @description Created */
            201: {
                headers: {
                    "Idempotent-Replayed": components["headers"]["IdempotentReplayed"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        data: components["schemas"]["AccountType"];
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            409: components["responses"]["Conflict"];
            422: components["responses"]["UnprocessableEntity"];
            429: components["responses"]["TooManyRequests"];
            "4XX": components["responses"]["ClientError"];
            "5XX": components["responses"]["ServerError"];
        };
    };
    getAccountType: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["AccountType"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            /** @description The session must add a second factor first (`auth.mfa_enrolment_required`). */
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            429: components["responses"]["TooManyRequests"];
            "4XX": components["responses"]["ClientError"];
            "5XX": components["responses"]["ServerError"];
        };
    };
    updateAccountType: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    account_type: string;
                    /** @default  */
                    description?: string;
                };
            };
        };
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        data: components["schemas"]["AccountType"];
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            422: components["responses"]["UnprocessableEntity"];
            429: components["responses"]["TooManyRequests"];
            "4XX": components["responses"]["ClientError"];
            "5XX": components["responses"]["ServerError"];
        };
    };
    deleteAccountType: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            422: components["responses"]["UnprocessableEntity"];
            429: components["responses"]["TooManyRequests"];
            "4XX": components["responses"]["ClientError"];
            "5XX": components["responses"]["ServerError"];
        };
    };
    listFunctionalities: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["Functionality"][];
                        count: number;
                    };
                };
            };
            401: components["responses"]["Unauthorized"];
            /** @description The session must add a second factor first (`auth.mfa_enrolment_required`). */
            403: components["responses"]["Forbidden"];
            429: components["responses"]["TooManyRequests"];
            "4XX": components["responses"]["ClientError"];
            "5XX": components["responses"]["ServerError"];
        };
    };
    createFunctionality: {
        parameters: {
            query?: never;
            header?: {
                /** @description A key of your own (1 to 255 visible ASCII characters, e.g. a UUID) that makes this POST safe to retry: a repeat with the same key and body within 24 hours answers the stored answer (with `Idempotent-Replayed: true`) instead of acting again; the same key with another request answers 422 `idempotency.key_reused`. JSON bodies only. */
                "Idempotency-Key"?: components["parameters"]["IdempotencyKey"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    id: number;
                    description: string;
                    category: string;
                    sub_category: string;
                    /** @default [] */
                    customercrud?: ("read" | "list" | "write" | "edit" | "delete")[];
                    /** @default [] */
                    providercrud?: ("read" | "list" | "write" | "edit" | "delete")[];
                };
            };
        };
        responses: {
            /** @description Created */
            201: {
                headers: {
                    "Idempotent-Replayed": components["headers"]["IdempotentReplayed"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        data: components["schemas"]["Functionality"];
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            409: components["responses"]["Conflict"];
            422: components["responses"]["UnprocessableEntity"];
            429: components["responses"]["TooManyRequests"];
            "4XX": components["responses"]["ClientError"];
            "5XX": components["responses"]["ServerError"];
        };
    };
    getFunctionality: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Functionality"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            429: components["responses"]["TooManyRequests"];
            "4XX": components["responses"]["ClientError"];
            "5XX": components["responses"]["ServerError"];
        };
    };
    updateFunctionality: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    description: string;
                    category: string;
                    sub_category: string;
                    /** @default [] */
                    customercrud?: ("read" | "list" | "write" | "edit" | "delete")[];
                    /** @default [] */
                    providercrud?: ("read" | "list" | "write" | "edit" | "delete")[];
                };
            };
        };
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        data: components["schemas"]["Functionality"];
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            422: components["responses"]["UnprocessableEntity"];
            429: components["responses"]["TooManyRequests"];
            "4XX": components["responses"]["ClientError"];
            "5XX": components["responses"]["ServerError"];
        };
    };
    deleteFunctionality: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            422: components["responses"]["UnprocessableEntity"];
            429: components["responses"]["TooManyRequests"];
            "4XX": components["responses"]["ClientError"];
            "5XX": components["responses"]["ServerError"];
        };
    };
    listCountries: {
        parameters: {
            query?: {
                page?: number;
                limit?: number;
                orderby?: string;
                asc?: boolean | ("0" | "1" | "true" | "false");
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["Country"][];
                        count: number;
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            "4XX": components["responses"]["ClientError"];
            "5XX": components["responses"]["ServerError"];
        };
    };
    listCurrencies: {
        parameters: {
            query?: {
                page?: number;
                limit?: number;
                orderby?: string;
                asc?: boolean | ("0" | "1" | "true" | "false");
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            code: string;
                            name: string;
                        }[];
                        count: number;
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            "4XX": components["responses"]["ClientError"];
            "5XX": components["responses"]["ServerError"];
        };
    };
    listCountryDialCodes: {
        parameters: {
            query?: {
                page?: number;
                limit?: number;
                orderby?: string;
                asc?: boolean | ("0" | "1" | "true" | "false");
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            code: string;
                            name: string;
                            dial_code: string;
                        }[];
                        count: number;
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            "4XX": components["responses"]["ClientError"];
            "5XX": components["responses"]["ServerError"];
        };
    };
    listJurisdictions: {
        parameters: {
            query?: {
                page?: number;
                limit?: number;
                orderby?: string;
                asc?: boolean | ("0" | "1" | "true" | "false");
                region?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            id: number;
                            name: string;
                            country_code: string;
                            dial_code: string;
                            region: string;
                        }[];
                        count: number;
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            "4XX": components["responses"]["ClientError"];
            "5XX": components["responses"]["ServerError"];
        };
    };
    listCities: {
        parameters: {
            query?: {
                page?: number;
                limit?: number;
                orderby?: string;
                asc?: boolean | ("0" | "1" | "true" | "false");
                country?: string;
                city?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            id: number;
                            country_code: string;
                            name: string;
                            dial_code: string;
                        }[];
                        count: number;
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            "4XX": components["responses"]["ClientError"];
            "5XX": components["responses"]["ServerError"];
        };
    };
    getDashboard: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        counts: {
                            customers: number;
                            active_accounts: number;
                            orders: number;
                            new_notifications: number;
                            open_traffic_alerts: number;
                        };
                        last_logins: {
                            id: number;
                            email: string;
                            account_type_id: number;
                            account_type: string;
                            last_login: (string) | null;
                            login_count: number;
                        }[];
                    };
                };
            };
            401: components["responses"]["Unauthorized"];
            /** @description The session must add a second factor first (`auth.mfa_enrolment_required`). */
            403: components["responses"]["Forbidden"];
            429: components["responses"]["TooManyRequests"];
            "4XX": components["responses"]["ClientError"];
            "5XX": components["responses"]["ServerError"];
        };
    };
    listNotificationsType: {
        parameters: {
            query?: {
                page?: number;
                limit?: number;
                orderby?: "id" | "functionality_id" | "category" | "action";
                asc?: boolean | ("0" | "1" | "true" | "false");
                functionality_id?: number;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["NotificationType"][];
                        count: number;
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            429: components["responses"]["TooManyRequests"];
            "4XX": components["responses"]["ClientError"];
            "5XX": components["responses"]["ServerError"];
        };
    };
    getNotificationsType: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["NotificationType"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            429: components["responses"]["TooManyRequests"];
            "4XX": components["responses"]["ClientError"];
            "5XX": components["responses"]["ServerError"];
        };
    };
    updateNotificationsType: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    default_receiver_account_type_id: number[];
                    alert_user?: boolean;
                    alert_group?: boolean;
                    alert_email?: boolean;
                    alert_client?: boolean;
                };
            };
        };
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        data: components["schemas"]["NotificationType"];
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            422: components["responses"]["UnprocessableEntity"];
            429: components["responses"]["TooManyRequests"];
            "4XX": components["responses"]["ClientError"];
            "5XX": components["responses"]["ServerError"];
        };
    };
    getSupportContacts: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            /** @enum {string} */
                            department: "sales" | "product" | "operations";
                            email: string;
                            phone: string;
                        }[];
                    };
                };
            };
            "4XX": components["responses"]["ClientError"];
            "5XX": components["responses"]["ServerError"];
        };
    };
    listTickets: {
        parameters: {
            query?: {
                page?: number;
                limit?: number;
                orderby?: "updatedAt" | "createdAt" | "id";
                asc?: boolean | ("0" | "1" | "true" | "false");
                status?: "open" | "answered" | "closed";
                title?: "Order Issue" | "Portal Issue" | "Other";
                customer_id?: number;
                assignee?: string | null;
                search?: string | null;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["Ticket"][];
                        count: number;
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            429: components["responses"]["TooManyRequests"];
            "4XX": components["responses"]["ClientError"];
            "5XX": components["responses"]["ServerError"];
        };
    };
    createTicket: {
        parameters: {
            query?: never;
            header?: {
                /** @description A key of your own (1 to 255 visible ASCII characters, e.g. a UUID) that makes this POST safe to retry: a repeat with the same key and body within 24 hours answers the stored answer (with `Idempotent-Replayed: true`) instead of acting again; the same key with another request answers 422 `idempotency.key_reused`. JSON bodies only. */
                "Idempotency-Key"?: components["parameters"]["IdempotencyKey"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** @enum {string} */
                    title: "Order Issue" | "Portal Issue" | "Other";
                    message: string;
                    /** @default 800 */
                    functionality_id?: number;
                };
            };
        };
        responses: {
            /** @description Created */
            201: {
                headers: {
                    "Idempotent-Replayed": components["headers"]["IdempotentReplayed"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        data: components["schemas"]["TicketDetail"];
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            409: components["responses"]["Conflict"];
            422: components["responses"]["UnprocessableEntity"];
            429: components["responses"]["TooManyRequests"];
            "4XX": components["responses"]["ClientError"];
            "5XX": components["responses"]["ServerError"];
        };
    };
    getTicket: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["TicketDetail"];
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            429: components["responses"]["TooManyRequests"];
            "4XX": components["responses"]["ClientError"];
            "5XX": components["responses"]["ServerError"];
        };
    };
    replyToTicket: {
        parameters: {
            query?: never;
            header?: {
                /** @description A key of your own (1 to 255 visible ASCII characters, e.g. a UUID) that makes this POST safe to retry: a repeat with the same key and body within 24 hours answers the stored answer (with `Idempotent-Replayed: true`) instead of acting again; the same key with another request answers 422 `idempotency.key_reused`. JSON bodies only. */
                "Idempotency-Key"?: components["parameters"]["IdempotencyKey"];
            };
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    message: string;
                };
            };
        };
        responses: {
            /** @description Created */
            201: {
                headers: {
                    "Idempotent-Replayed": components["headers"]["IdempotentReplayed"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        data: components["schemas"]["TicketDetail"];
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            422: components["responses"]["UnprocessableEntity"];
            429: components["responses"]["TooManyRequests"];
            "4XX": components["responses"]["ClientError"];
            "5XX": components["responses"]["ServerError"];
        };
    };
    assignTicket: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    assignee_account_id?: number | null;
                };
            };
        };
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        data: components["schemas"]["TicketDetail"];
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            422: components["responses"]["UnprocessableEntity"];
            429: components["responses"]["TooManyRequests"];
            "4XX": components["responses"]["ClientError"];
            "5XX": components["responses"]["ServerError"];
        };
    };
    closeTicket: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        data: components["schemas"]["TicketDetail"];
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            422: components["responses"]["UnprocessableEntity"];
            429: components["responses"]["TooManyRequests"];
            "4XX": components["responses"]["ClientError"];
            "5XX": components["responses"]["ServerError"];
        };
    };
    reopenTicket: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        data: components["schemas"]["TicketDetail"];
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            422: components["responses"]["UnprocessableEntity"];
            429: components["responses"]["TooManyRequests"];
            "4XX": components["responses"]["ClientError"];
            "5XX": components["responses"]["ServerError"];
        };
    };
}
