/**
 * Generated from openapi/ by `npm run gen:api` (openapi-typescript). Do not edit.
 */

export interface paths {
    "/auth/login": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Log in with username (or email) and password
         * @description Returns the session. Unverified accounts are refused with `code` `email_not_verified` (told only to whoever
         *     gave the right password).
         *
         *     Failed logins are limited per account and client address (10 in 15 minutes), per client address whatever
         *     the account (30), and per account from addresses it has not logged in from lately (50); a place is taken
         *     before the password is checked, so a burst gets no more checks than that. Past a limit the answer is 429
         *     `rate_limited` with `Retry-After`. The owner's right password from an address of their own is never refused
         *     because of someone else's failures.
         */
        post: operations["login"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/auth/register": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Create an account
         * @description Creates a learner account and answers with a session, like login. A 6-digit verification code
         *     (valid 5 minutes) is sent to the email address; until it is verified, login answers
         *     `email_not_verified`. A duplicate username or email is refused with its own `code`.
         *     Registrations are limited per client address (30 an hour): past it, 429 `rate_limited` with `Retry-After`.
         */
        post: operations["register"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/auth/me": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Get the current user
         * @description The logged-in user's profile and preferences. The client calls it at startup (when a token is stored)
         *     and every 10 minutes; a failure logs the user out.
         */
        get: operations["getMe"];
        /**
         * Update the current user's profile and preferences
         * @description Changes the interface language, the email and/or preferences. Fields left out are unchanged;
         *     `preferences` is merged field by field. Answers the whole updated user.
         *
         *     A new email needs the current password (400 `current_password_incorrect` when wrong) and is verified again;
         *     the old address is told of the change, and pending password reset links stop working. Wrong current
         *     passwords are limited per account like failed logins (429 with `Retry-After`).
         */
        put: operations["updateMe"];
        post?: never;
        /**
         * Delete the current user's account
         * @description Deletes the account for good. The user confirms by typing their own username and their password
         *     (400 `current_password_incorrect` when wrong; wrong passwords are limited per account like failed logins,
         *     429 with `Retry-After`); every token of theirs is void afterwards. The only admin cannot delete their
         *     account (400 `last_admin`): another user must be made an admin first (changes of admins are serialised,
         *     so two admins leaving at once cannot leave none).
         */
        delete: operations["deleteMe"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/auth/me/ai-allowance": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Today's AI allowance of the current user
         * @description How many calls of the AI coach (analyse, hints, optimise, smart plans, AI insights) the user has left today.
         *     The client shows it beside the analyse button and reads it again after each of those calls.
         */
        get: operations["getAiAllowance"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/auth/change-password": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /**
         * Change the current user's password
         * @description Needs the current password; the new one must follow the password rules and differ from the current one.
         *     Wrong current passwords are limited per account like failed logins (429 with `Retry-After`).
         */
        put: operations["changePassword"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/auth/send-verification-code": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Send (or resend) an email verification code
         * @description Sends a new 6-digit code to the address; the code stays valid 5 minutes and replaces any earlier one.
         *     Another code can be asked for after 1 minute (`resend_after`); earlier requests answer 429.
         *     The answer is the same whether the address has no account, a verified one or one waiting for its code (only
         *     the last gets a mail), so it tells nobody which addresses have accounts; only a signed-in account asking for
         *     its own verified address hears 400 `email_already_verified`.
         */
        post: operations["sendVerificationCode"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/auth/verify-email": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Verify an email address with its 6-digit code
         * @description Checks the code sent by register or send-verification-code (valid 5 minutes) and marks the email as
         *     verified; the user then logs in. Codes are tried at most five times per address in 5 minutes, whatever the
         *     address (unknown, verified or waiting): the sixth answers 429, and five wrong codes burn the code sent. An
         *     unknown address, or one verified already, reads as a wrong code (`verification_code_invalid`), and so does a
         *     wrong code for an expired or burnt one: `verification_code_expired` answers only the right code, too late. Only
         *     a signed-in account sending its own verified address hears `email_already_verified`. The first account to verify its address while there is no
         *     admin becomes the admin.
         */
        post: operations["verifyEmail"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/auth/forgot-password": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Ask for a password reset link
         * @description Emails a single-use password reset link (to /reset-password?token=...) if an account has this address.
         *     The answer is the SAME whether the address belongs to an account or not, so that the call cannot be
         *     used to find out which emails are registered.
         */
        post: operations["forgotPassword"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/auth/reset-password": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Set a new password with a reset link's token
         * @description Uses the token from the link that forgot-password emailed (single use, short-lived) to set a new
         *     password; the user then logs in with it.
         */
        post: operations["resetPassword"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/auth/logout": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Log out of this session, or of every session
         * @description Ends the session this token belongs to at once, in every server process: the token, and every token the
         *     session was refreshed from or into (`x-new-token`), answers 401 from then on. With `everywhere: true`, every
         *     session of the user ends (every device and browser). A session also ends by itself 24 hours after its last
         *     refresh, and at the latest 7 days after its login, refreshed or not.
         */
        post: operations["logout"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/auth/me/export": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Download everything the current learner owns
         * @description One JSON document (LearnerExport) with the learner's profile settings, submissions with their analyses,
         *     problem states with their review cards, plans, notes, ended interview sessions and the study goal; the client saves it under the name of
         *     `Content-Disposition`. Nothing of another user, no password hash, no token is ever in it. Another install (or
         *     this one) takes it back with POST /auth/me/import.
         */
        get: operations["exportMyData"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/auth/me/import/preview": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Preview what importing an export would add
         * @description Reads the document and answers, per section, what POST /auth/me/import would add, change and skip. Writes nothing.
         *     The body may be up to 16 MiB (`x-body-limit`); a larger one, or one that is not a LearnerExport, is a 400 or
         *     a 422. A document of a newer version than this install knows is a 400 `export_version_unsupported`.
         */
        post: operations["previewImport"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/auth/me/import": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Merge an export into the current learner's data
         * @description Merges the document into the caller's data in one transaction: rows are recognised by stable keys (a problem by its slug, a submission by its origin and time, a plan by its date, a note by its problem), so importing the same file again adds nothing. Rows whose problem this install does not have are skipped and named. The profile's settings replace the caller's.
         *     The body may be up to 16 MiB (`x-body-limit`); a larger one, or one that is not a LearnerExport, is a 400 or
         *     a 422. A document of a newer version than this install knows is a 400 `export_version_unsupported`.
         */
        post: operations["importMyData"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/auth/me/import/leetcode": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Import the learner's accepted submissions from a LeetCode history file
         * @description Without network: the learner's history from leetcode.cn or .com as a LeetCodeHistory document (a CSV of the
         *     same columns is turned into it by the client). Each accepted problem becomes a submission marked imported, the
         *     problem solved, its review card seeded from the first acceptance's age and the attempts before it; the
         *     embedded coach then analyses the imported code in the background, not counted against the AI allowance.
         *     Running it again adds nothing. Up to 16 MiB (`x-body-limit`).
         */
        post: operations["importLeetCodeHistory"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/auth/me/import/leetcode/site": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Import the learner's accepted submissions from leetcode.cn or .com with their session cookie
         * @description Signed in on the site as the learner (their session cookie, used for this call's requests only and never
         *     stored or logged), the server checks the sign-in, reads their submissions through the site's GraphQL API
         *     (paged, rate-limited, retried, resumable) and the code of each problem's latest accepted submission, then
         *     imports them as a history file would be (POST /auth/me/import/leetcode: one imported submission per accepted
         *     problem, review cards seeded, background analysis; running it again adds nothing). Each call works for about a
         *     minute; until `state` is `done`, call again with the same body to go on. A cookie the site does not accept (bad
         *     or expired) is a 400 `leetcode_cookie_rejected`. Starting an import (a call with nothing to continue) is
         *     limited to 5 an hour per learner (429 `rate_limited`), and one call per learner runs at a time (429).
         */
        post: operations["importLeetCodeFromSite"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/problems/": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List the problem catalogue
         * @description One page of the catalogue (about 3,500 problems synced from LeetCode), filtered and sorted. `status` is the
         *     current user's status on each problem. Filters combine with AND; `tags` matches problems that carry every
         *     listed tag.
         *
         *     During the learner's active interview session, its problems keep what an interviewer would not show to
         *     themselves (see ProblemSummary): they are listed without `difficulty`, `category`, `tags`, `acceptance_rate`
         *     and `frequency`, and where showing them or not would give those away they are left out of the page and of
         *     `total`: when the list is filtered by `difficulty`, `category` or `tags`, or sorted by `difficulty`,
         *     `acceptance_rate` or `frequency`. Unfiltered or filtered by `status` or `list` and sorted by number or title,
         *     they are listed in their place. Once the session has ended they are listed like every other problem.
         */
        get: operations["listProblems"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/problems/search": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Search problems by text
         * @description Case-insensitive search over titles (Chinese and English), slugs, frontend numbers, tags and descriptions;
         *     title matches rank first. Optional filters narrow the matches.
         *
         *     During the learner's active interview session, its problems are found only by number, title, slug or
         *     statement (never by their tags), are left out when `difficulty` or `category` is given, and are listed
         *     without `difficulty`, `category`, `tags`, `acceptance_rate` and `frequency` (see ProblemSummary). Once the
         *     session has ended they are found like every other problem.
         */
        get: operations["searchProblems"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/problems/tags": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The topic tags' names in both languages
         * @description Every LeetCode topic tag the catalogue knows, with its English and Chinese name, so the app shows tags (and
         *     takes them in the tag filter) in the learner's language. The starter catalogue carries the names of the tags
         *     it uses; the LeetCode sync keeps the site's translated names.
         */
        get: operations["listTagNames"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/problems/random/get": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Pick a random problem
         * @description Returns one problem chosen at random, of the given difficulty if one is given. With a difficulty, the problems
         *     of the learner's active interview session are never picked (the pick would tell their difficulty).
         */
        get: operations["getRandomProblem"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/problems/daily/challenge": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Today's daily challenge
         * @description The problem of the day (Asia/Shanghai date), the same for every user; `status` is the current user's. When it is
         *     part of the learner's active interview session it comes without the fields an interviewer would not show (see
         *     ProblemSummary).
         */
        get: operations["getDailyChallenge"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/problems/sync/leetcode": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Sync the catalogue from LeetCode
         * @description Starts a sync of the catalogue from LeetCode (leetcode.cn or leetcode.com, as the server is configured), or
         *     joins the run under way, and answers where it stands. Any logged-in user may call it, but only admins
         *     (`is_admin`) succeed; others get 403. No request body.
         *     A run reads LeetCode's public GraphQL API politely (a bounded request rate, retries with backoff), adds new
         *     problems and updates changed ones by their LeetCode number and slug (a re-run never duplicates; problems of the
         *     starter catalogue keep their hints and reference complexity), and skips paid-only problems. The call works for
         *     at most about 10 s, inside the client's default 15 s: a longer run goes on in the background (`complete`
         *     false) and resumes where it stopped after a failure or a restart.
         */
        post: operations["syncLeetcode"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/problems/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Get a problem
         * @description The whole problem, with its description in both languages. The description is untrusted HTML. While the problem
         *     is part of the learner's active interview session, what an interviewer would not show is left out (see Problem).
         */
        get: operations["getProblem"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/problems/{id}/description": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Get a problem's description
         * @description Only the description, in both languages. Untrusted HTML; clients sanitise it before showing it.
         */
        get: operations["getProblemDescription"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/problems/{id}/hint": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Get an AI hint for a problem
         * @description While the problem is part of the learner's active interview session, hints are off: 403 `interview_hints_off`.
         *     An AI-written hint at the requested level: 1 points in the right direction, 2 names the technique,
         *     3 outlines the whole approach. `language` is the programming language the hint may refer to;
         *     `user_language` is the language the hint is written in. Slow (AI call).
         *     Uses one call of the daily AI allowance (GET /auth/me/ai-allowance); with none left it answers 429
         *     `ai_allowance_exhausted`.
         */
        get: operations["getProblemHint"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/problems/{id}/note": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Get the learner's note on a problem
         * @description The caller's own note on the problem. 404 when they have none (whoever else wrote one: a note is only ever
         *     read by its author) or the problem does not exist.
         */
        get: operations["getProblemNote"];
        /**
         * Save the learner's note on a problem
         * @description Replaces the caller's note on the problem with the text sent (the client saves one second after typing stops);
         *     an empty text deletes it. Answers the note as kept. 404 when the problem does not exist.
         */
        put: operations["saveProblemNote"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/notes": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Search the learner's own notes
         * @description The caller's notes (and only theirs) whose text contains `q`, case ignored, the latest first, each with its
         *     problem; the problem list and the history offer it.
         */
        get: operations["searchNotes"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/lists": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Every study list, with the caller's progress
         * @description The built-in lists (Hot 100, 面试经典 150, LeetCode 75, Blind 75, NeetCode 150) first, then the ones admins
         *     defined, each with how many of its problems the catalogue has and how many the caller has solved.
         */
        get: operations["listStudyLists"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/lists/goal": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The caller's study list goal and its projection
         * @description The list the caller works through, their finish date and daily minutes, and the projected finish at that pace
         *     (null when no goal is set). The projection moves when days pass without practice, and says by how much.
         */
        get: operations["getStudyGoal"];
        /**
         * Set the caller's study list goal
         * @description Sets (or replaces) the list, finish date and daily minutes; quick and smart plans then take new problems from
         *     the list in its order after the due reviews. A finish date before the caller's today is refused (400
         *     `finish_date_past`); an unknown list is 404.
         */
        put: operations["setStudyGoal"];
        post?: never;
        /**
         * Stop working through a list
         * @description Removes the caller's goal; plans pick new problems by the usual rules again.
         */
        delete: operations["clearStudyGoal"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/lists/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * One study list with its problems in order
         * @description The list's problems in its order, each with the caller's status, or `missing` (and no `problem`) when the
         *     catalogue does not have it yet: an admin's LeetCode sync brings it.
         */
        get: operations["getStudyList"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/plans/today": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Get today's study plan
         * @description The current user's plan for today (in the user's time zone). 404 with `code` `plan_not_found` when none has
         *     been generated yet; the app then offers to generate one.
         */
        get: operations["getTodayPlan"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/plans/generate": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Generate a quick study plan
         * @description Picks problems by rules (new problems in little-practised categories, plus low-scored ones to review) for
         *     `target_date` and the available time. Replaces an existing plan of that day.
         */
        post: operations["generatePlan"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/plans/generate-smart": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Generate an AI study plan
         * @description The AI picks the problems from the user's history and explains the plan in `ai_summary`. Replaces an
         *     existing plan of that day. When the AI model cannot answer, the rules pick the plan instead and the answer
         *     says so (`fallback: true`); when no plan can be made at all (500 with `code` `ai_unavailable`) the app falls
         *     back to POST /plans/generate. Uses one call of the daily AI allowance (GET /auth/me/ai-allowance).
         */
        post: operations["generateSmartPlan"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/plans/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /**
         * Mark a problem of a plan done or not done
         * @description Sets `completed` on one problem of the plan and answers the plan with its counts updated. 404 when the plan
         *     is not the user's or the problem is not in the plan.
         */
        put: operations["updatePlanProgress"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/plans": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List past study plans
         * @description The user's plans, newest `target_date` first, optionally between `from` and `to` (both included).
         */
        get: operations["listPlans"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/submissions/": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List the current user's submissions (history)
         * @description One page of the current user's submissions, without code, filtered and sorted.
         */
        get: operations["listSubmissions"];
        put?: never;
        /**
         * Submit analysed code
         * @description Saves the code together with the analysis it was just given. The analysis must come first: the server
         *     refuses (400) an `analysis_id` that is unknown, belongs to another user, or was made for other code.
         *     Afterwards the problem shows as already submitted.
         *
         *     One analysis makes at most one submission: submitting the same `analysis_id` again (a double click, a retry
         *     after a lost answer, several at once) stores nothing new, moves no review date, and answers 201 with the
         *     submission the first one made (the same `submission_id`).
         */
        post: operations["createSubmission"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/submissions/analyze": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Analyze pasted code with the AI
         * @description Scores code that passed elsewhere (1-5) and returns its complexities, feedback and optimisation
         *     suggestions in `user_language`. Analysis must come before submission: keep `analysis_id` for
         *     POST /submissions/. Feedback and suggestions are untrusted text; clients show them as text, never as HTML.
         *     Uses one call of the daily AI allowance (GET /auth/me/ai-allowance); with none left it answers 429
         *     `ai_allowance_exhausted`.
         */
        post: operations["analyzeCode"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/submissions/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /**
                 * @description The submission's id.
                 * @example 5d1c9a70-2f4b-4c1e-8a6d-7e8f9a0b1c01
                 */
                id: components["parameters"]["SubmissionId"];
            };
            cookie?: never;
        };
        /**
         * Get one submission with its code and analysis
         * @description One of the current user's submissions, whole. Another user's submission answers 404.
         */
        get: operations["getSubmission"];
        put?: never;
        post?: never;
        /**
         * Delete one submission
         * @description Deletes one of the current user's submissions. Another user's submission answers 404.
         */
        delete: operations["deleteSubmission"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/submissions/{id}/rating": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /**
                 * @description The submission's id.
                 * @example 5d1c9a70-2f4b-4c1e-8a6d-7e8f9a0b1c01
                 */
                id: components["parameters"]["SubmissionId"];
            };
            cookie?: never;
        };
        get?: never;
        /**
         * Change how a submission went (the learner's own rating)
         * @description Replaces the rating the server preset for the submission (see SubmissionReview) with the learner's own, and
         *     schedules the problem's next review again from the moment of the submission, as if that rating had been
         *     given: `again` brings it back the next day, `easy` furthest away. Only the latest submission of a problem can be
         *     rated (its review is the one in force): an earlier one answers 400 `review_superseded`, as does a submission
         *     made before reviews were kept. Another user's submission answers 404.
         */
        put: operations["rateSubmission"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/submissions/problem/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /**
                 * @description The problem's id.
                 * @example 0b6f3c1e-4d2a-4f8e-9a1b-1c2d3e4f5a01
                 */
                id: components["parameters"]["ProblemId"];
            };
            cookie?: never;
        };
        /**
         * List the current user's submissions of one problem
         * @description The current user's submissions of the problem `id` (a problem id, not a submission id), newest first,
         *     whole. A non-empty list means the problem shows as already submitted. An unknown problem answers 404.
         */
        get: operations["listProblemSubmissions"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/submissions/stats/overview": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Statistics of the current user's submissions
         * @description Totals, average and best score, this week's count, and counts per language and per score.
         */
        get: operations["getSubmissionStats"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/submissions/optimize": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Ask the AI to optimise a submission
         * @description Returns suggestions, an optimised version of the code in the submission's language, an explanation
         *     in `user_language` and the expected complexities. Texts are untrusted; clients show them as text.
         *     Uses one call of the daily AI allowance (GET /auth/me/ai-allowance); with none left it answers 429
         *     `ai_allowance_exhausted`.
         */
        post: operations["optimizeSubmission"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/submissions/analysis/patterns": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Techniques and recurring issues in the current user's submissions
         * @description Which algorithmic techniques the user's analysed submissions use, how well they score, and the issues the AI keeps pointing out.
         */
        get: operations["getSubmissionPatterns"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/submissions/languages/supported": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Languages code can be analysed and submitted in
         * @description The language ids with their display names and the Monaco editor's language ids.
         */
        get: operations["getSupportedLanguages"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/progress/overview": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Get the user's progress totals
         * @description Problems solved and attempted, submissions, average score, streaks and solved problems per difficulty.
         */
        get: operations["getProgressOverview"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/progress/categories": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Get progress per category
         * @description Solved, attempted and catalogue counts and the average score in each category the user has attempted.
         */
        get: operations["getCategoryProgress"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/progress/difficulty": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Get progress per difficulty
         * @description Solved, attempted and catalogue counts and the average score for Easy, Medium and Hard.
         */
        get: operations["getDifficultyProgress"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/progress/strengths-weaknesses": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Get the user's strongest and weakest categories
         * @description The best and worst categories by average score, with study recommendations in both languages.
         */
        get: operations["getStrengthsWeaknesses"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/progress/dashboard": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Get the dashboard figures
         * @description Solved counts, streak, average score, this week's submissions, today's plan progress and the latest submissions.
         */
        get: operations["getDashboard"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/progress/charts/score-trend": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Get the daily score trend
         * @description One point per day over the last `days` days (oldest first, today last), the average and a trend label.
         */
        get: operations["getScoreTrend"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/progress/practice-calendar": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Get the learner's practice days of the last year
         * @description The days of the last 365 (today included) on which the learner submitted code, with how many submissions and
         *     different problems each, counted in the learner's time zone. The progress page draws them as a calendar heatmap.
         */
        get: operations["getPracticeCalendar"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/progress/ai-insights": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Get the AI's insights on the user's progress
         * @description The AI reads the user's submissions and scores and answers a summary, insights and problems to practise next,
         *     written in `user_language`. 500 with `code` `ai_unavailable` when the AI service is unavailable.
         *     Uses one call of the daily AI allowance (GET /auth/me/ai-allowance); with none left it answers 429
         *     `ai_allowance_exhausted`.
         */
        get: operations["getAiInsights"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/interviews": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List the learner's ended interview sessions
         * @description The caller's ended interview sessions, the latest first (at most `limit`), with their times: how progress
         *     counts interviews. An expired session is ended before it is listed.
         */
        get: operations["listInterviews"];
        put?: never;
        /**
         * Start an interview session
         * @description Picks `problem_count` problems (see InterviewSource) and starts the clock: the session ends `minutes` after
         *     now, by itself. One session runs at a time: while one is active this answers 400 `interview_active`. 404
         *     when no problem matches (an empty catalogue or category).
         */
        post: operations["startInterview"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/interviews/current": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Get the learner's active interview session
         * @description The active session with the time left on the server's clock, or `session: null` when none runs. A session
         *     whose time has run out is ended by this read (status `time_up`) and is no longer current.
         */
        get: operations["getCurrentInterview"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/interviews/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Get an interview session, with its debrief once ended
         * @description One of the caller's sessions (another learner's does not exist for them: 404). While active it hides what an
         *     interviewer would not show; once ended (an expired one is ended by this read) each problem carries what was
         *     hidden, the time used, the analysis of its submission against the reference and what to say aloud next time,
         *     in the request's language.
         */
        get: operations["getInterview"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/interviews/{id}/end": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Give up an interview session
         * @description Ends the caller's session now (status `gave_up`) and answers it with its debrief. A session that has already
         *     ended is answered as it is. 404 for a session that is not the caller's.
         */
        post: operations["endInterview"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/readyz": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Whether this server process takes new requests
         * @description For load balancers, orchestrators and deploy scripts (the app never calls it). 200 while the process takes
         *     work and its database answers; 503 from the moment it starts shutting down (SIGTERM or SIGINT: the requests in
         *     flight are still answered, then it exits), while the database does not answer, and while it is overloaded.
         *     Route new work elsewhere on 503. Liveness is `GET /healthz` (outside `/api/v1`), which stays 200 while the
         *     process drains: a process that is shutting down is not broken.
         */
        get: operations["getReadiness"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/jobs": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List the caller's latest jobs of one kind
         * @description The latest jobs of `kind`, the latest first (at most 10): the LeetCode sync runs for admins (403 for
         *     others), or the caller's own history imports. How a page finds the job to follow when it opens.
         */
        get: operations["listJobs"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/jobs/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Where a long job stands
         * @description The job's state, counts, place and errors; a page polls it while the job runs. A sync run is seen by admins
         *     only, an import by its learner only: anybody else gets 404, as for an id that does not exist.
         */
        get: operations["getJob"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/jobs/{id}/cancel": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Cancel a running job
         * @description Stops the job (status `cancelled`): the sync keeps the pages it has written and its place, the import keeps
         *     the analyses done (the others keep their provisional score). Either can be resumed later. A job that is not
         *     running is answered as it is. 404 for a job the caller may not see. No request body.
         */
        post: operations["cancelJob"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/jobs/{id}/resume": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Resume a job from where it stopped
         * @description Goes on with a cancelled, failed or interrupted job from its saved place (the sync from the first problem of
         *     LeetCode's list it had not written, the import from the next submission not analysed), in the background.
         *     400 `job_not_resumable` when it is done, already running, or (a sync run) superseded by a newer run. 404
         *     for a job the caller may not see. No request body.
         */
        post: operations["resumeJob"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/admin/check": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Check that the current user is an admin
         * @description The client calls it before showing /admin. Admins get `{is_admin: true}`; other users get 403 like every
         *     /admin operation, which the client reads as "not an admin" and sends them to /dashboard.
         */
        get: operations["checkAdmin"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/admin/lists": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Define a study list
         * @description An admin's own list: a name in both languages and problems by LeetCode number and slug, in order (problems not
         *     in the catalogue yet are kept and shown as missing).
         */
        post: operations["createStudyList"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/admin/lists/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /**
         * Change a study list an admin defined
         * @description Replaces the name and the problems of an admin's list; a built-in list cannot be changed (400
         *     `study_list_builtin`).
         */
        put: operations["updateStudyList"];
        post?: never;
        /**
         * Delete a study list an admin defined
         * @description Deletes an admin's list (learners working through it lose that goal); a built-in list cannot be deleted (400
         *     `study_list_builtin`).
         */
        delete: operations["deleteStudyList"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/admin/stats": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Platform statistics for the admin dashboard
         * @description User, submission and catalogue figures. "Today" and "last 7 days" are computed in Asia/Shanghai.
         */
        get: operations["getAdminStats"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/admin/users": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List users (admin table)
         * @description One page of users with their activity figures. `search` matches a substring of the username or the email
         *     (case-insensitive). Pages are bigger than elsewhere (up to 500) because admins work in dense tables.
         */
        get: operations["listAdminUsers"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/admin/users/export": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Export users as a CSV or JSON file
         * @description Downloads every user (or only admins) as a file; the client saves the body as a blob under the name of
         *     `Content-Disposition`. CSV is UTF-8 starting with a byte-order mark (U+FEFF, so that Excel on Chinese Windows
         *     reads it as UTF-8), then a header row, one user per line, `last_active_at` empty when null.
         *     Cells that start with `=`, `+`, `-` or `@` are prefixed with `'` by the server so that spreadsheets do not
         *     run them as formulas (CSV injection).
         */
        get: operations["exportUsers"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/admin/users/bulk-delete": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Delete several users at once
         * @description Deletes the users and everything they own (submissions, plans). The client asks for confirmation first.
         *     Ids that cannot be deleted are reported in `skipped`: the admin's own id (`self`) and unknown ids
         *     (`not_found`). A request whose only id is the admin's own answers 400 `cannot_modify_self`.
         */
        post: operations["bulkDeleteUsers"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/admin/users/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /**
                 * @description The user's id.
                 * @example 3c4d5e6f-7a8b-4c9d-8e0f-1a2b3c4d5e01
                 */
                id: components["parameters"]["UserId"];
            };
            cookie?: never;
        };
        /**
         * One user's details
         * @description The user with preferences, goal, latest submissions and solved problems per difficulty.
         */
        get: operations["getAdminUser"];
        put?: never;
        post?: never;
        /**
         * Delete a user
         * @description Deletes the user and everything they own (submissions, plans). Admins cannot delete themselves here.
         */
        delete: operations["deleteAdminUser"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/admin/users/{id}/toggle-admin": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /**
                 * @description The user's id.
                 * @example 3c4d5e6f-7a8b-4c9d-8e0f-1a2b3c4d5e01
                 */
                id: components["parameters"]["UserId"];
            };
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Grant or revoke a user's admin rights
         * @description Flips `is_admin` and answers the updated user. Admins cannot remove their own rights.
         */
        post: operations["toggleUserAdmin"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/admin/users/{id}/end-sessions": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /**
                 * @description The user's id.
                 * @example 3c4d5e6f-7a8b-4c9d-8e0f-1a2b3c4d5e01
                 */
                id: components["parameters"]["UserId"];
            };
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * End every session of a user
         * @description Logs the user out everywhere at once (a stolen token stops working): every token of theirs answers 401 from
         *     then on, in every server process. The account itself is unchanged; the user logs in again with the password.
         */
        post: operations["endUserSessions"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/admin/activity/recent": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Recent activity on the platform
         * @description The latest events, newest first: registrations, logins, email verifications, submissions, plans and admin
         *     actions (admin rights, deletions, exports, catalogue syncs). `description` is a server-written summary, in the
         *     reading admin's language, that may quote user input: show it as text, never as HTML.
         */
        get: operations["listRecentActivity"];
        put?: never;
        post?: never;
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
        LoginRequest: {
            /** @description The username, or the email address. */
            username: string;
            /** Format: password */
            password: string;
        };
        /**
         * Format: uuid
         * @description Opaque random identifier (ids are never sequential numbers).
         */
        Uuid: string;
        /**
         * @description Interface language. zh is the default and the fallback.
         * @default zh
         * @enum {string}
         */
        UiLanguage: "zh" | "en";
        /** @enum {string} */
        LearningGoal: "interview_preparation" | "skill_improvement" | "competition_preparation" | "academic_study";
        /**
         * Format: int32
         * @description Minutes a day the user means to study.
         * @enum {integer}
         */
        DailyStudyTime: 30 | 60 | 90 | 120 | 180;
        /**
         * @description Programming language of a piece of code (the ids of GET /submissions/languages/supported).
         * @enum {string}
         */
        CodeLanguage: "python" | "java" | "cpp" | "c" | "javascript" | "typescript" | "go" | "rust" | "csharp" | "kotlin" | "swift";
        /** @description The user's preferences. Every field has its default, so `{}` means "all defaults". */
        Preferences: {
            /**
             * Format: int32
             * @default 4
             * @enum {integer}
             */
            tabSize: 2 | 4 | 8;
            /** @default true */
            autoSave: boolean;
            /** @default python */
            defaultLanguage: components["schemas"]["CodeLanguage"];
            /**
             * Format: int32
             * @default 3
             */
            dailyTargetProblems: number;
            language?: components["schemas"]["UiLanguage"];
            /**
             * @default beginner
             * @enum {string}
             */
            skillLevel: "beginner" | "intermediate" | "advanced";
            /** @default false */
            darkTheme: boolean;
            /** @default true */
            studyReminder: boolean;
            /** @default true */
            reviewReminder: boolean;
            /** @default true */
            achievementNotification: boolean;
            /** @default false */
            emailNotification: boolean;
            /**
             * @description IANA time zone; "today" for plans is computed in it.
             * @default Asia/Shanghai
             */
            timezone: string;
        };
        /** Format: date-time */
        DateTime: string;
        User: {
            id: components["schemas"]["Uuid"];
            username: string;
            /** Format: email */
            email: string;
            language: components["schemas"]["UiLanguage"];
            is_admin: boolean;
            email_verified: boolean;
            learning_goal?: components["schemas"]["LearningGoal"];
            daily_study_time?: components["schemas"]["DailyStudyTime"];
            preferences: components["schemas"]["Preferences"];
            created_at: components["schemas"]["DateTime"];
        };
        /** @description Answer of login and register. */
        AuthSession: {
            access_token: string;
            /** @constant */
            token_type: "bearer";
            /**
             * Format: int32
             * @description Seconds the token stays valid.
             */
            expires_in?: number;
            user: components["schemas"]["User"];
        };
        /**
         * @description Stable machine code for errors the client reacts to in a specific way (the message to show is
         *     translated by the client from this code; `detail` is the fallback).
         * @enum {string}
         */
        ErrorCode: "invalid_credentials" | "email_not_verified" | "username_exists" | "email_registered" | "verification_code_expired" | "verification_code_invalid" | "verification_too_many_attempts" | "email_already_verified" | "verification_email_rate_limited" | "email_send_failed" | "reset_token_invalid" | "current_password_incorrect" | "password_unchanged" | "not_authenticated" | "forbidden" | "not_found" | "plan_not_found" | "validation_error" | "rate_limited" | "ai_unavailable" | "ai_allowance_exhausted" | "cannot_modify_self" | "last_admin" | "sync_failed" | "interview_active" | "interview_hints_off" | "review_superseded" | "study_list_builtin" | "finish_date_past" | "export_version_unsupported" | "service_unavailable" | "job_not_resumable" | "leetcode_cookie_rejected" | "internal_error";
        /** @description Every error body except 422. `detail` is shown to the user when the client has no text for `code`. */
        Error: {
            /** @description Human-readable message, in the request's language when the server knows it. */
            detail: string;
            code?: components["schemas"]["ErrorCode"];
        };
        /** @description One field problem of a 422 answer (FastAPI style). */
        ValidationIssue: {
            /** @description Where the problem is, e.g. `["body", "email"]`. */
            loc: (string | number)[];
            msg: string;
            type: string;
        };
        /** @description 422 body. The client turns each issue into a readable "field: message" line. */
        ValidationError: {
            detail: components["schemas"]["ValidationIssue"][];
        };
        /**
         * Format: password
         * @description A new password (register, change, reset). 8 to 128 characters with at least one lowercase letter, one uppercase letter and one digit.
         */
        NewPassword: string;
        /** @description The registration form (the password confirmation is checked by the client only). */
        RegisterRequest: {
            username: string;
            /** Format: email */
            email: string;
            password: components["schemas"]["NewPassword"];
            learning_goal: components["schemas"]["LearningGoal"];
            daily_study_time: components["schemas"]["DailyStudyTime"];
            /** @description Interface language of the new account; zh when left out. */
            language?: components["schemas"]["UiLanguage"];
        };
        /**
         * @description Answer of register: a session like login's, plus whether the email still has to be verified.
         *     When `verification_required` is true, a 6-digit code has been sent to the email address.
         */
        RegisterResponse: components["schemas"]["AuthSession"] & {
            /** @description True when a verification code was sent and the email must be verified before the next login. */
            verification_required: boolean;
            /**
             * Format: int32
             * @description Seconds the verification code stays valid (300). Sent when `verification_required` is true.
             */
            verification_expires_in?: number;
        };
        /**
         * @description A partial change to the preferences; a field left out keeps its saved value (so no defaults here). Only these
         *     fields are preferences: any other key is refused (422).
         */
        PreferencesUpdate: {
            /**
             * Format: int32
             * @enum {integer}
             */
            tabSize?: 2 | 4 | 8;
            autoSave?: boolean;
            /** @enum {string} */
            defaultLanguage?: "python" | "java" | "cpp" | "c" | "javascript" | "typescript" | "go" | "rust" | "csharp" | "kotlin" | "swift";
            /** Format: int32 */
            dailyTargetProblems?: number;
            /** @enum {string} */
            language?: "zh" | "en";
            /** @enum {string} */
            skillLevel?: "beginner" | "intermediate" | "advanced";
            darkTheme?: boolean;
            studyReminder?: boolean;
            reviewReminder?: boolean;
            achievementNotification?: boolean;
            emailNotification?: boolean;
            /** @description IANA time zone; "today" for plans is computed in it. */
            timezone?: string;
        };
        /**
         * @description Profile fields to change. Fields left out are unchanged; `preferences` is merged field by field into the
         *     stored preferences (send only the fields that change). A new `email` needs the current password with it.
         */
        UpdateMeRequest: {
            language?: components["schemas"]["UiLanguage"];
            /** Format: email */
            email?: string;
            preferences?: components["schemas"]["PreferencesUpdate"];
            /**
             * Format: password
             * @description The current password; required with `email` (a stolen session must not move the account).
             */
            current_password?: string;
        };
        /** @description Confirmation of an account deletion; the user types their own username and their password. */
        DeleteAccountRequest: {
            /** @description Must equal the current user's username, otherwise 400. */
            username: string;
            /**
             * Format: password
             * @description The current password, otherwise 400 `current_password_incorrect`.
             */
            current_password: string;
        };
        /**
         * @description What is left today of the user's daily AI allowance. Each answered call of the AI coach uses one: analyse
         *     (POST /submissions/analyze), a hint, optimise, a smart plan and AI insights. A call that fails uses none. When
         *     nothing is left, those calls answer 429 with code `ai_allowance_exhausted` and `Retry-After` until `resets_at`,
         *     the next midnight in the user's time zone.
         */
        AiAllowance: {
            /**
             * Format: int32
             * @description Calls a day (the server's AI_DAILY_ALLOWANCE).
             */
            limit: number;
            /**
             * Format: int32
             * @description Calls used today.
             */
            used: number;
            /**
             * Format: int32
             * @description `limit - used`, never below 0.
             */
            remaining: number;
            /** @description When the allowance renews (the next midnight in the user's time zone). */
            resets_at: components["schemas"]["DateTime"];
        };
        ChangePasswordRequest: {
            /** Format: password */
            current_password: string;
            /** @description Must differ from the current password. */
            new_password: components["schemas"]["NewPassword"];
        };
        /** @description A short confirmation for the user, in the request's language when the server knows it. */
        MessageResponse: {
            message: string;
        };
        SendVerificationCodeRequest: {
            /**
             * Format: email
             * @description The address of the account to verify.
             */
            email: string;
        };
        /** @description The code was sent. It stays valid `expires_in` seconds; a new one can be asked for after `resend_after` seconds. */
        SendVerificationCodeResponse: components["schemas"]["MessageResponse"] & {
            /**
             * Format: int32
             * @description Seconds the code stays valid (300).
             */
            expires_in: number;
            /**
             * Format: int32
             * @description Seconds before another code may be requested (60).
             */
            resend_after: number;
        };
        VerifyEmailRequest: {
            /** Format: email */
            email: string;
            /** @description The 6-digit code from the email. */
            code: string;
        };
        /** @description The email is verified; `user` is the account with `email_verified` true. */
        VerifyEmailResponse: components["schemas"]["MessageResponse"] & {
            user: components["schemas"]["User"];
        };
        ForgotPasswordRequest: {
            /**
             * Format: email
             * @description The address the reset link is sent to, if an account has it.
             */
            email: string;
        };
        ResetPasswordRequest: {
            /** @description The opaque token from the reset link (single use, short-lived). */
            token: string;
            new_password: components["schemas"]["NewPassword"];
        };
        /** @description What to log out of. Without a body, this session only. */
        LogoutRequest: {
            /**
             * @description true ends every session of the user (every device and browser), this one included.
             * @default false
             */
            everywhere: boolean;
        };
        /**
         * @description The learner's own settings. Applied on import (a setting the file leaves out keeps its value). The account's
         *     name, address, password and sessions are never in an export.
         */
        ExportProfile: {
            language?: components["schemas"]["UiLanguage"];
            learning_goal?: components["schemas"]["LearningGoal"];
            daily_study_time?: components["schemas"]["DailyStudyTime"];
            preferences?: components["schemas"]["PreferencesUpdate"];
        };
        /**
         * @description How an export names a problem across installs: by its slug (stable on leetcode.cn and .com alike), with the
         *     number LeetCode shows as a second key. Ids of rows are never used across installs.
         */
        ExportProblemKey: {
            slug: string;
            /** Format: int32 */
            frontend_id?: number;
        };
        /**
         * Format: int32
         * @description AI score of a solution, 1 (poor) to 5 (excellent).
         */
        Score: number;
        /** @description Big-O notation, e.g. `O(n log n)`. */
        Complexity: string;
        /**
         * @description How far the complexities can be trusted. `full`: the code was read whole (by the model, or by the embedded
         *     analyser following its syntax tree). `rough`: a rough estimate, shown to the learner as such, with the reason:
         *     `time_budget` (the analysis ran past its time limit and was stopped), `analyser_failed` (the analyser stopped on
         *     this input), `syntax_errors` (part of the code could not be parsed), `beyond_analyser` (the code went beyond what
         *     the analyser can follow, so only loop nesting was counted).
         */
        AnalysisEstimate: {
            /** @enum {string} */
            precision: "full" | "rough";
            /**
             * @description Why the estimate is rough; only with `precision` rough.
             * @enum {string}
             */
            reason?: "time_budget" | "analyser_failed" | "syntax_errors" | "beyond_analyser";
        };
        /**
         * @description A complexity the code's own comments claim (`# Time: O(n)`, `// O(n log n)`, `时间复杂度：O(n)`), read apart from
         *     the code (a claim is never used to estimate) and compared with what the analysis found. When the code costs more
         *     than claimed, `cost_line` points at the line that does, and `explanation` says why in the learner's language
         *     ("You wrote O(n); the loop at line 7 inside the loop at line 5 makes it O(n²).").
         */
        ComplexityClaim: {
            /** @enum {string} */
            kind: "time" | "space";
            /** @description The claim as written in the comment. */
            claimed: components["schemas"]["Complexity"];
            /**
             * Format: int32
             * @description The line of the comment that makes the claim.
             */
            line: number;
            /** @description What the analysis found (the same as `time_complexity` or `space_complexity`). */
            detected: components["schemas"]["Complexity"];
            /** @description The claim and the analysis give the same class. */
            agrees: boolean;
            /**
             * Format: int32
             * @description The line whose work exceeds the claim, when the code costs more than claimed and one line is to blame.
             */
            cost_line?: number;
            /** @description Plain text in the requested user_language. Untrusted when written by a model; shown as text. */
            explanation: string;
        };
        /**
         * @description How a solve went, as the spaced-repetition schedule (FSRS) reads it: `again` (could not really do it; back the
         *     next day), `hard`, `good`, `easy` (back later and later).
         * @enum {string}
         */
        ReviewRating: "again" | "hard" | "good" | "easy";
        /**
         * @description How a submission went and the review it scheduled. The server presets `preset_rating` from the signals below by
         *     one rule, applied in order:
         *     1. the analysis score: 1–2 again, 3 hard, 4 good, 5 easy;
         *     2. hints: level 3 (the approach outlined) makes it at most hard, level 1 or 2 at most good;
         *     3. time: past `minutes_allowed` one step lower (not below hard), past twice that at most hard;
         *     4. an interview solved in time without a hint, scored 4 or 5, is easy.
         *     `minutes_used` is measured by the server, from the first time it saw the learner at the problem since their
         *     previous submission of it (opening the problem, asking a hint or analysing code; opening it again after two hours
         *     without any of these starts a new sitting) to the submission. It cannot see time spent away from the app.
         *     `minutes_allowed` is, for a problem of a running interview session, the session's minutes shared among its
         *     problems (rounded; 45 minutes for 2 problems: 23), which tells nothing of the difficulty the session hides; else
         *     the learner's plan for the day (its available minutes shared among its problems) when the problem is in it, else
         *     20, 40 or 60 minutes for an Easy, Medium or Hard problem.
         *     The learner may change `rating` (PUT /submissions/{id}/rating) while this is the latest submission of the
         *     problem; the card is then scheduled again from the same moment, as if that rating had been given.
         */
        SubmissionReview: {
            /**
             * Format: int32
             * @description The highest hint level asked for before submitting (0 none).
             */
            hint_level: number;
            /**
             * Format: int32
             * @description Minutes from the first time the server saw the learner at the problem to the submission, rounded up.
             */
            minutes_used: number;
            /**
             * Format: int32
             * @description Minutes the learner's plan (or interview session) allowed for the problem.
             */
            minutes_allowed: number;
            /** @description Whether the problem was solved in an interview session. */
            interview: boolean;
            preset_rating: components["schemas"]["ReviewRating"];
            rating: components["schemas"]["ReviewRating"];
            next_review_at: components["schemas"]["DateTime"];
        };
        /** @description The spaced-repetition card of a problem (FSRS, as ts-fsrs keeps it); `due` is the next review. */
        ExportReviewCard: {
            due: components["schemas"]["DateTime"];
            stability: number;
            difficulty: number;
            /** Format: int32 */
            elapsed_days?: number;
            /** Format: int32 */
            scheduled_days?: number;
            /** Format: int32 */
            learning_steps?: number;
            /** Format: int32 */
            reps: number;
            /** Format: int32 */
            lapses: number;
            /**
             * Format: int32
             * @description 0 new, 1 learning, 2 review, 3 relearning.
             */
            state: number;
            last_review?: components["schemas"]["DateTime"];
        };
        /**
         * @description One submission with the analysis it was submitted with. `origin` is its identity across installs: its id on
         *     the install it was first made on (kept through any number of moves), or the LeetCode submission it came from;
         *     with `submitted_at` it is how an import recognises a submission it already has.
         */
        ExportSubmission: {
            origin: string;
            problem: components["schemas"]["ExportProblemKey"];
            language: components["schemas"]["CodeLanguage"];
            code: string;
            score: components["schemas"]["Score"];
            time_complexity: components["schemas"]["Complexity"];
            space_complexity: components["schemas"]["Complexity"];
            feedback: string;
            optimization_suggestions: string[];
            estimate?: components["schemas"]["AnalysisEstimate"];
            complexity_claims?: components["schemas"]["ComplexityClaim"][];
            patterns?: string[];
            issues?: string[];
            /**
             * @description Who wrote the analysis.
             * @enum {string}
             */
            provider?: "model" | "embedded";
            /**
             * @description Set when the submission came in from LeetCode (through the site or a file) rather than the editor.
             * @enum {string}
             */
            imported_from?: "leetcode.cn" | "leetcode.com" | "file";
            /** @description How it went and the review it scheduled (version 2 on); absent where it was not recorded. */
            review?: components["schemas"]["SubmissionReview"];
            /** @description The problem's review card before this submission, which a change of its rating schedules again from. */
            review_card_before?: components["schemas"]["ExportReviewCard"];
            /** @description The interview session it was submitted in (version 3 on), named by the session's start, and the seconds it took there. */
            interview?: {
                started_at: components["schemas"]["DateTime"];
                /** Format: int32 */
                seconds: number;
            };
            submitted_at: components["schemas"]["DateTime"];
        };
        /** @description The learner's state on one problem (attempted or solved, when) and its review card. */
        ExportProblemState: {
            problem: components["schemas"]["ExportProblemKey"];
            /** @enum {string} */
            status: "attempted" | "solved";
            first_attempted_at: components["schemas"]["DateTime"];
            solved_at?: components["schemas"]["DateTime"];
            card?: components["schemas"]["ExportReviewCard"];
        };
        /**
         * Format: int32
         * @description Minutes the user has for the plan. The number of problems follows from it: 15 → 1, 30 → 1-2, 60 → 2-3,
         *     90 → 3-4, 120 → 4-5, 180 → 5-6.
         * @enum {integer}
         */
        PlanAvailableMinutes: 15 | 30 | 60 | 90 | 120 | 180;
        /** @description A long AI-written text in both interface languages (plain text with line breaks; untrusted, shown as text). */
        PlanSummaryText: {
            zh: string;
            en: string;
        };
        /** @description A short text in both interface languages. */
        LocalizedText: {
            zh: string;
            en: string;
        };
        /** @description A daily plan with its problems; a day is identified by its date (an install keeps one plan a day). */
        ExportPlan: {
            /** Format: date */
            target_date: string;
            /** @enum {string} */
            mode: "quick" | "smart";
            available_minutes: components["schemas"]["PlanAvailableMinutes"];
            ai_summary?: components["schemas"]["PlanSummaryText"];
            created_at: components["schemas"]["DateTime"];
            items: {
                problem: components["schemas"]["ExportProblemKey"];
                /** @enum {string} */
                kind: "new" | "review";
                /** Format: int32 */
                position: number;
                completed: boolean;
                completed_at?: components["schemas"]["DateTime"];
                reason?: components["schemas"]["LocalizedText"];
            }[];
        };
        /** @description The learner's note on a problem. */
        ExportNote: {
            problem: components["schemas"]["ExportProblemKey"];
            text: string;
            updated_at: components["schemas"]["DateTime"];
        };
        /**
         * @description Where an interview session's problems come from: `level` the learner's unsolved problems at their skill level
         *     (preferences), `category` unsolved problems of one category, `random` any unsolved problems. Problems the learner
         *     has already submitted are taken only when too few unsolved ones match.
         * @enum {string}
         */
        InterviewSource: "level" | "category" | "random";
        /**
         * @description The problem's main category (the client shows a translated name for each).
         * @enum {string}
         */
        ProblemCategory: "array" | "string" | "hash_table" | "linked_list" | "stack" | "queue" | "two_pointers" | "sliding_window" | "binary_search" | "sorting" | "tree" | "graph" | "heap" | "dynamic_programming" | "greedy" | "backtracking" | "math" | "bit_manipulation" | "design";
        /**
         * Format: int32
         * @description An interview session's time limit in minutes.
         * @enum {integer}
         */
        InterviewMinutes: 25 | 45 | 60;
        /**
         * @description An ended interview session (version 3 on): where its problems came from, its limit, its clock and how it ended.
         *     Its start time is its identity across installs (a learner runs one session at a time), so an import recognises a
         *     session it already has. A session still running is not exported (it ends within the hour; export again then).
         *     The submissions made in it name it by `interview.started_at`.
         */
        ExportInterview: {
            source: components["schemas"]["InterviewSource"];
            category?: components["schemas"]["ProblemCategory"];
            minutes: components["schemas"]["InterviewMinutes"];
            started_at: components["schemas"]["DateTime"];
            ends_at: components["schemas"]["DateTime"];
            ended_at: components["schemas"]["DateTime"];
            /** @enum {string} */
            status: "completed" | "time_up" | "gave_up";
            problems: components["schemas"]["ExportProblemKey"][];
        };
        /**
         * @description The learner's study goal (version 3 on): the list, the finish date and the daily minutes, with the day it was set
         *     and the finish projected then (so the dashboard says as before how far the projection moved). A list is named
         *     across installs by its built-in key (`hot-100`, `top-interview-150`, …), or for a list an admin defined by its
         *     names; an install without such a list skips the goal. A goal on the install imported into stays unless the
         *     file's was set later.
         */
        ExportStudyGoal: {
            list: {
                builtin_key?: string;
                name: components["schemas"]["LocalizedText"];
            };
            /** Format: date */
            finish_date: string;
            daily_minutes: components["schemas"]["PlanAvailableMinutes"];
            /** Format: date */
            started_on: string;
            /** Format: date */
            planned_finish: string;
            updated_at: components["schemas"]["DateTime"];
        };
        /**
         * @description Everything a learner owns, as one document (GET /auth/me/export), and what POST /auth/me/import takes back, on
         *     this install or another. One section per kind of data, each optional: a section left out imports nothing.
         *     `version` says which sections and fields a document can have; an install refuses (400
         *     `export_version_unsupported`) a document newer than it knows, and reads every older one. A new kind of data is
         *     a new optional section and a new version. Never in it: the password or its hash, tokens, sessions, the
         *     account's name and address, or anything of another user.
         */
        LearnerExport: {
            /** @enum {string} */
            format: "algocoach-export";
            /**
             * Format: int32
             * @description 1 — profile, submissions, problem_states, plans, notes; 2 — each submission's review (how it went); 3 — interview sessions, each submission's interview, and the study goal.
             */
            version: number;
            exported_at: components["schemas"]["DateTime"];
            profile?: components["schemas"]["ExportProfile"];
            submissions?: components["schemas"]["ExportSubmission"][];
            problem_states?: components["schemas"]["ExportProblemState"][];
            plans?: components["schemas"]["ExportPlan"][];
            notes?: components["schemas"]["ExportNote"][];
            interviews?: components["schemas"]["ExportInterview"][];
            study_goal?: components["schemas"]["ExportStudyGoal"];
        };
        /**
         * @description What an import adds (the preview) or added. Per section: rows added, rows changed (a note newer than this
         *     install's, a problem's state moved forward, a study goal set later than this install's), rows already here, and rows skipped because their problem is not
         *     in this install's catalogue (the first of those slugs in `missing_problems`; a catalogue sync may bring them).
         */
        ImportSummary: {
            /** @description false for a preview (nothing written), true once merged. */
            applied: boolean;
            sections: {
                /** @enum {string} */
                kind: "profile" | "submissions" | "problem_states" | "plans" | "notes" | "interviews" | "study_goal";
                /** Format: int32 */
                added: number;
                /** Format: int32 */
                updated: number;
                /** Format: int32 */
                unchanged: number;
                /** Format: int32 */
                skipped: number;
            }[];
            missing_problems: string[];
        };
        /** @description One submission as LeetCode reports it. */
        LeetCodeSubmissionRow: {
            /** @description LeetCode's id of the submission; with the site, what recognises it on a second import. */
            id?: string;
            title_slug: string;
            /** @description LeetCode's language slug (python3, python, cpp, c, java, javascript, typescript, golang, rust, csharp, kotlin, swift); rows of other languages are skipped. */
            lang: string;
            /**
             * Format: int64
             * @description When it was submitted, in seconds since 1970 (UTC).
             */
            timestamp: number;
            /** @description `Accepted` for an accepted submission; any other status is a failed attempt. */
            status_display: string;
            /** @description The submitted code (absent or empty when the export has none; then nothing is analysed). */
            code?: string;
        };
        /**
         * @description A learner's submissions on leetcode.cn or leetcode.com, as a script or a browser extension can write them (one
         *     row per submission, the fields named as LeetCode's own API names them). Every row of a problem counts as an
         *     attempt; each problem with an accepted row becomes one imported submission (the latest accepted code, dated by it),
         *     the problem solved, and its review card seeded from the first acceptance's age and the attempts before it.
         *     The same history as CSV (UTF-8, a header row, RFC 4180 quoting; the client turns it into this document):
         *     `id,title_slug,lang,timestamp,status_display,code`, e.g.
         *     `1234567,two-sum,python3,1732100000,Accepted,"class Solution: ..."`.
         */
        LeetCodeHistory: {
            /**
             * @description Where the history comes from (kept with each imported submission).
             * @enum {string}
             */
            site: "cn" | "com";
            submissions: components["schemas"]["LeetCodeSubmissionRow"][];
        };
        /** Format: int32 */
        Count: number;
        /**
         * @description What an import of LeetCode history did, step by step ("300 found · 280 imported · 20 skipped: not in the
         *     catalogue"). `found`: problems with an accepted submission; `imported`: those that became a submission now;
         *     `already_imported`: those a previous import brought (a second run adds nothing); `not_in_catalogue`: problems
         *     this install does not have (named in `missing_problems`, the first 50); `unsupported_language`: accepted only in
         *     a language the coach does not read; `not_accepted`: problems tried but never accepted (not imported).
         *     `analysing`: imported submissions whose code the embedded coach now analyses in the background (not counted
         *     against the AI allowance); until it has, they show the score the attempts suggest.
         */
        LeetCodeImportResult: {
            found: components["schemas"]["Count"];
            imported: components["schemas"]["Count"];
            already_imported: components["schemas"]["Count"];
            not_in_catalogue: components["schemas"]["Count"];
            unsupported_language: components["schemas"]["Count"];
            not_accepted: components["schemas"]["Count"];
            analysing: components["schemas"]["Count"];
            missing_problems: string[];
            /** @description The background analysis as a job (GET /jobs/{id}), when there is code to analyse. */
            job_id?: components["schemas"]["Uuid"];
        };
        /**
         * @description An import of the learner's history straight from leetcode.cn or leetcode.com, signed in as them with their session
         *     cookie. The cookie is used for this import's requests to that site only: it is never stored (not in the database,
         *     not between calls — a call that continues an import is sent it again) and never logged.
         */
        LeetCodeSiteImportRequest: {
            /**
             * @description The site the learner signed in on.
             * @enum {string}
             */
            site: "cn" | "com";
            /**
             * @description The site's `LEETCODE_SESSION` cookie value, or the whole `Cookie` header the browser sends to the site
             *     (printable ASCII only; with `csrftoken=…` in it, the token is sent as the site asks).
             */
            cookie: string;
        };
        /**
         * @description Where an import from the site stands. The server reads the learner's submissions page by page (at most 2
         *     requests a second, retried with backoff like the catalogue sync), then the code of each problem's latest accepted
         *     submission, for about a minute per call, keeping its place (never the cookie) for 30 minutes, in any process:
         *     `continuing` — the minute is used up, call again (with the cookie) to go on; `interrupted` — the site failed
         *     mid-way (after retries), call again to resume from where it stopped; `done` — everything was read and went
         *     through the same import as a history file (`result`: the same dedup, review cards, background analysis).
         *     `submissions` and `problems` count what has been read so far.
         */
        LeetCodeSiteImport: {
            /** @enum {string} */
            state: "continuing" | "interrupted" | "done";
            submissions: components["schemas"]["Count"];
            problems: components["schemas"]["Count"];
            result?: components["schemas"]["LeetCodeImportResult"];
        };
        /** @enum {string} */
        Difficulty: "Easy" | "Medium" | "Hard";
        /**
         * @description The current user's status on a problem. `attempted` once the user has had code of it analysed or asked for a
         *     hint; `solved` once they have submitted a solution (which needs an analysis of that code first, §4);
         *     `not_attempted` before either. A status never goes back (deleting submissions keeps `solved`).
         * @enum {string}
         */
        ProblemStatus: "solved" | "attempted" | "not_attempted";
        /** @description Paging fields every list answer carries next to its `items`. */
        Page: {
            /**
             * Format: int32
             * @description Number of items over all pages.
             */
            total: number;
            /** Format: int32 */
            page: number;
            /** Format: int32 */
            page_size: number;
        };
        /**
         * @description A problem as the list shows it. While the problem is part of the learner's active interview session, the fields
         *     an interviewer would not show are left out for that learner: `difficulty`, `category`, `tags`, `acceptance_rate`
         *     and `frequency` are absent (as on GET /problems/{id}). Otherwise, and for every other user, every field is present.
         */
        ProblemSummary: {
            id: components["schemas"]["Uuid"];
            /**
             * Format: int32
             * @description The number LeetCode shows.
             */
            frontend_id: number;
            slug: string;
            title: components["schemas"]["LocalizedText"];
            difficulty?: components["schemas"]["Difficulty"];
            category?: components["schemas"]["ProblemCategory"];
            tags?: string[];
            /**
             * Format: float
             * @description Percent of accepted submissions on LeetCode.
             */
            acceptance_rate?: number;
            /**
             * Format: float
             * @description How often the problem is asked in interviews, 0 to 100.
             */
            frequency?: number;
            status: components["schemas"]["ProblemStatus"];
        };
        /** @description One page of the problem catalogue (GET /problems/). */
        ProblemList: components["schemas"]["Page"] & {
            items: components["schemas"]["ProblemSummary"][];
        };
        /** @description Answer of GET /problems/search, best matches first. */
        ProblemSearchResult: {
            /** @description At most `limit` matches. */
            items: components["schemas"]["ProblemSummary"][];
            /**
             * Format: int32
             * @description Number of matching problems (may exceed the items returned).
             */
            total: number;
            /** @description The search text as the server understood it (trimmed). */
            query: string;
        };
        /**
         * @description A LeetCode topic tag in both interface languages. Problems name their tags in English (`ProblemSummary.tags`,
         *     the `tags` filter); the app shows `name.zh` in the Chinese interface. `zh` is leetcode.cn's own name (kept by
         *     the catalogue sync), or the English name when no Chinese one is known.
         */
        TagName: {
            /** @description LeetCode's slug of the tag, e.g. `hash-table`. */
            slug: string;
            name: {
                zh: string;
                /** @description The English name, as problems carry it. */
                en: string;
            };
        };
        /** @description Every topic tag the catalogue knows by name, by slug. */
        TagNameList: {
            items: components["schemas"]["TagName"][];
        };
        /** @description Rich text (HTML from LeetCode) in both languages. Untrusted; clients must sanitise it before showing it. */
        LocalizedHtml: {
            zh: string;
            en: string;
        };
        /**
         * @description A whole problem, as the problem detail screen shows it. While the problem is part of the learner's active
         *     interview session (`interview` present), the fields an interviewer would not show are left out: `difficulty`,
         *     `category`, `tags`, `acceptance_rate` and `frequency` are absent and `hints_available` is 0 (GET
         *     /problems/{id}/hint answers 403 `interview_hints_off`). Otherwise every field is present.
         */
        Problem: {
            id: components["schemas"]["Uuid"];
            /**
             * Format: int32
             * @description The number LeetCode shows.
             */
            frontend_id: number;
            slug: string;
            title: components["schemas"]["LocalizedText"];
            difficulty?: components["schemas"]["Difficulty"];
            category?: components["schemas"]["ProblemCategory"];
            tags?: string[];
            /**
             * Format: float
             * @description Percent of accepted submissions on LeetCode.
             */
            acceptance_rate?: number;
            /**
             * Format: float
             * @description How often the problem is asked in interviews, 0 to 100.
             */
            frequency?: number;
            status: components["schemas"]["ProblemStatus"];
            description: components["schemas"]["LocalizedHtml"];
            /**
             * Format: int32
             * @description How many hint levels GET /problems/{id}/hint can give for this problem (0 during an interview).
             */
            hints_available: number;
            /**
             * Format: uri
             * @description The problem's page on LeetCode.
             */
            leetcode_url: string;
            /** @description Present while the problem is part of the learner's active interview session. */
            interview?: {
                session_id: components["schemas"]["Uuid"];
                ends_at: components["schemas"]["DateTime"];
                /** Format: int32 */
                remaining_seconds: number;
            };
        };
        /** @description The problem of the day, the same for every user on a given date. */
        DailyChallenge: {
            /**
             * Format: date
             * @description The day (Asia/Shanghai) this challenge is for.
             */
            date: string;
            problem: components["schemas"]["ProblemSummary"];
        };
        /**
         * @description Where a catalogue sync from LeetCode stands. The counts are those of the current run so far; `complete` is false
         *     while the run goes on in the background (call again to see how far it got).
         */
        SyncResult: {
            /**
             * Format: int32
             * @description Problems new to the catalogue.
             */
            added: number;
            /**
             * Format: int32
             * @description Problems whose data changed.
             */
            updated: number;
            /** Format: int32 */
            unchanged: number;
            /**
             * Format: int32
             * @description Problems LeetCode lists that were not imported (paid-only, or without a statement).
             */
            skipped: number;
            /**
             * Format: int32
             * @description Problems LeetCode lists, once the run has learnt it.
             */
            remote_total?: number;
            /**
             * Format: int32
             * @description Problems in the catalogue now.
             */
            total: number;
            /** @description True when the run has gone through the whole list; false while it goes on in the background. */
            complete: boolean;
            /**
             * Format: int32
             * @description How long the run has taken so far.
             */
            duration_ms: number;
            /** @description When the run started. */
            synced_at: components["schemas"]["DateTime"];
            /** @description The run as a job (GET /jobs/{id}), to follow its progress. */
            job_id?: components["schemas"]["Uuid"];
        };
        /** @description Only the description of a problem (GET /problems/{id}/description). */
        ProblemDescription: {
            id: components["schemas"]["Uuid"];
            description: components["schemas"]["LocalizedHtml"];
        };
        /** @description An AI hint for a problem. Higher levels give away more of the solution. */
        Hint: {
            problem_id: components["schemas"]["Uuid"];
            /** Format: int32 */
            level: number;
            /**
             * Format: int32
             * @description The highest level there is.
             * @constant
             */
            max_level: 3;
            /** @description Plain text in `user_language`. Untrusted AI output; shown as text, never as HTML. */
            hint: string;
            user_language: components["schemas"]["UiLanguage"];
        };
        /**
         * @description The learner's private note on a problem: plain text with Markdown, at most one per learner and problem. Only its
         *     author ever reads it (for anyone else, as for a problem without a note, GET answers 404); it is deleted with the
         *     account. Clients render the Markdown sanitised, like every other text.
         */
        ProblemNote: {
            problem_id: components["schemas"]["Uuid"];
            /** @description The note as typed; empty once the learner cleared it (it is then deleted). */
            text: string;
            updated_at: components["schemas"]["DateTime"];
            /**
             * @description True while the problem has come back for review (solved, its review due now) and the learner has not yet
             *     submitted it again: recall first, then compare. Clients keep the note folded meanwhile; submitting schedules
             *     the next review, which makes it false.
             */
            folded: boolean;
        };
        /** @description The note's new text (replaces the old one; an empty text deletes the note). */
        ProblemNoteSave: {
            text: string;
        };
        /**
         * @description The few fields of a problem that other resources embed. `difficulty` is absent where the problem is part of the
         *     learner's active interview session (its submissions of it, while the session runs).
         */
        ProblemRef: {
            id: components["schemas"]["Uuid"];
            /**
             * Format: int32
             * @description The number LeetCode shows.
             */
            frontend_id: number;
            slug: string;
            title: components["schemas"]["LocalizedText"];
            difficulty?: components["schemas"]["Difficulty"];
        };
        /** @description One note that matches, with its problem. */
        NoteSearchHit: {
            problem: components["schemas"]["ProblemRef"];
            /** @description The note's text around the first match (plain text as typed); absent while the note is folded. */
            snippet?: string;
            updated_at: components["schemas"]["DateTime"];
            folded: boolean;
        };
        /**
         * @description The learner's notes whose text contains the words asked for (case ignored), the latest first. A note whose problem
         *     is back for review stays folded (`folded: true`, no `snippet`) until the learner has submitted it again.
         */
        NoteSearchResult: {
            items: components["schemas"]["NoteSearchHit"][];
            /**
             * Format: int32
             * @description How many notes match (items holds at most `limit` of them).
             */
            total: number;
        };
        /**
         * @description A study list (Hot 100, 面试经典 150, LeetCode 75, Blind 75, NeetCode 150, or one an admin defined) and the
         *     caller's progress on it. A list names problems by LeetCode number and slug; `in_catalogue` counts those the
         *     catalogue has (the others are shown as missing until a LeetCode sync brings them).
         */
        StudyListSummary: {
            id: components["schemas"]["Uuid"];
            name: components["schemas"]["LocalizedText"];
            /** @description Shipped with the app (admins cannot change or delete it). */
            builtin: boolean;
            /** Format: int32 */
            total: number;
            /** Format: int32 */
            in_catalogue: number;
            /**
             * Format: int32
             * @description How many of the list's problems the caller has solved.
             */
            solved: number;
        };
        /** @description Every study list, the built-in ones first. */
        StudyListList: {
            items: components["schemas"]["StudyListSummary"][];
        };
        /**
         * @description The learner's study list goal and its projection. Plans take `new_per_day` new problems a day from the list, in
         *     the list's order, after the due reviews (`new_per_day` follows from `daily_minutes`: the plan's size less the
         *     third reviews may take, at least 1). `projected_finish` is the day the list's remaining problems in the catalogue
         *     are done at that pace, counting today; `planned_finish` is what the projection said when the goal was set, and
         *     `days_moved` how many days later (negative: earlier) the projection is now. `skipped_days` counts the days since
         *     the goal was set, before today, without a submission: each one moves the projection.
         */
        StudyGoal: {
            list: components["schemas"]["StudyListSummary"];
            /** Format: date */
            finish_date: string;
            daily_minutes: components["schemas"]["PlanAvailableMinutes"];
            /** Format: date */
            started_on: string;
            /** Format: int32 */
            new_per_day: number;
            /**
             * Format: int32
             * @description Problems of the list in the catalogue that the learner has not solved.
             */
            remaining: number;
            /**
             * Format: int32
             * @description Problems of the list the catalogue does not have (not counted in the projection).
             */
            missing: number;
            /** Format: date */
            projected_finish: string;
            /** Format: date */
            planned_finish: string;
            /** Format: int32 */
            days_moved: number;
            /** Format: int32 */
            skipped_days: number;
            /** @description The projection is on or before the finish date. */
            on_track: boolean;
            /**
             * Format: int32
             * @description New problems a day it would take to finish by the finish date (from today, counting today).
             */
            needed_per_day: number;
        };
        /** @description The learner's study list goal, or null when they have none. */
        StudyGoalStatus: {
            goal: components["schemas"]["StudyGoal"] | null;
        };
        /** @description The list a learner works through, the day they want to finish it by, and their minutes a day. */
        StudyGoalRequest: {
            list_id: components["schemas"]["Uuid"];
            /**
             * Format: date
             * @description The learner's own day (in their time zone); today or later (400 `finish_date_past` otherwise).
             */
            finish_date: string;
            daily_minutes: components["schemas"]["PlanAvailableMinutes"];
        };
        /**
         * @description One problem of a list, in the list's order. `problem` is the catalogue's problem, absent (with status `missing`)
         *     when the catalogue does not have it yet.
         */
        StudyListEntry: {
            /** Format: int32 */
            position: number;
            /** Format: int32 */
            frontend_id: number;
            slug: string;
            /** @enum {string} */
            status: "solved" | "attempted" | "not_attempted" | "missing";
            problem?: components["schemas"]["ProblemRef"];
        };
        /** @description A study list with its problems in order and the caller's status on each. */
        StudyList: components["schemas"]["StudyListSummary"] & {
            items: components["schemas"]["StudyListEntry"][];
        };
        /**
         * @description A problem in a plan, with whether the user has done it today and why it was picked. While the problem is part
         *     of the learner's active interview session, `difficulty`, `category` and `reason` (which may name its category)
         *     are absent, as on GET /problems/{id}; they are back once the session has ended.
         */
        PlanProblem: components["schemas"]["ProblemRef"] & {
            category?: components["schemas"]["ProblemCategory"];
            /** @description The user has marked the problem done in this plan. */
            completed: boolean;
            /** @description Why the problem was picked, e.g. "Review: scored 2 on 11-14". */
            reason?: components["schemas"]["LocalizedText"];
        };
        /** @description A study plan for one day (§3). `total_count` is the number of new plus review problems. */
        Plan: {
            id: components["schemas"]["Uuid"];
            /**
             * Format: date
             * @description The day the plan is for, in the user's time zone.
             */
            target_date: string;
            /**
             * @description `quick`: picked by rules (POST /plans/generate); `smart`: picked by the AI (POST /plans/generate-smart).
             * @enum {string}
             */
            mode: "quick" | "smart";
            available_minutes: components["schemas"]["PlanAvailableMinutes"];
            new_problems: components["schemas"]["PlanProblem"][];
            review_problems: components["schemas"]["PlanProblem"][];
            /** Format: int32 */
            completed_count: number;
            /** Format: int32 */
            total_count: number;
            /** @description Smart plans only; the AI's explanation of the plan. */
            ai_summary?: components["schemas"]["PlanSummaryText"];
            /**
             * @description Smart plans only: true when the AI model could not answer (timeout, refusal, failure) and the rules picked
             *     the plan instead, weighting weak categories and due reviews as a quick plan does; the client says so.
             */
            fallback?: boolean;
            created_at: components["schemas"]["DateTime"];
        };
        /** @description Options of a quick plan (POST /plans/generate). Generating again for the same day replaces that day's plan. */
        PlanGenerateRequest: {
            /**
             * Format: date
             * @description The day the plan is for, in the user's time zone.
             */
            target_date: string;
            available_minutes: components["schemas"]["PlanAvailableMinutes"];
            /**
             * @description Add problems to review (those with low scores) next to the new ones.
             * @default true
             */
            include_review: boolean;
            /** @description Only new problems of this difficulty; any difficulty when absent. */
            difficulty?: components["schemas"]["Difficulty"];
            /** @description Only new problems of these categories; any category when absent. */
            categories?: components["schemas"]["ProblemCategory"][];
        };
        /** @description Options of an AI-generated plan (POST /plans/generate-smart). */
        SmartPlanRequest: components["schemas"]["PlanGenerateRequest"] & {
            /** @description The language the AI writes its summary in first (both are returned). */
            user_language?: components["schemas"]["UiLanguage"];
            /** @description Free text the AI takes into account, e.g. "interview at a bank in two weeks". */
            goal_note?: string;
        };
        /** @description Marks one problem of the plan done or not done. */
        PlanProgressUpdate: {
            problem_id: components["schemas"]["Uuid"];
            completed: boolean;
        };
        /** @description A page of the plan history, newest day first. */
        PlanList: components["schemas"]["Page"] & {
            items: components["schemas"]["Plan"][];
        };
        /** @description A submission as lists show it (without the code), with how it went (`review`). */
        SubmissionSummary: {
            submission_id: components["schemas"]["Uuid"];
            problem: components["schemas"]["ProblemRef"];
            language: components["schemas"]["CodeLanguage"];
            score: components["schemas"]["Score"];
            time_complexity: components["schemas"]["Complexity"];
            space_complexity: components["schemas"]["Complexity"];
            submitted_at: components["schemas"]["DateTime"];
            /** @description How it went and the review it scheduled; absent for submissions made before these were kept. */
            review?: components["schemas"]["SubmissionReview"];
            /**
             * @description Set when the submission was imported from LeetCode (its date, language and code are LeetCode's); the list marks it.
             * @enum {string}
             */
            imported_from?: "leetcode.cn" | "leetcode.com" | "file";
        };
        /** @description One page of the current user's submissions (history). */
        SubmissionList: components["schemas"]["Page"] & {
            items: components["schemas"]["SubmissionSummary"][];
        };
        /** @description Submit code that has just been analysed. The server refuses it (400) when `analysis_id` is unknown or was made for other code. */
        SubmissionCreate: {
            problem_id: components["schemas"]["Uuid"];
            language: components["schemas"]["CodeLanguage"];
            code: string;
            /** @description The `analysis_id` of the analysis of this very code (POST /submissions/analyze). */
            analysis_id: components["schemas"]["Uuid"];
        };
        /** @description The AI's analysis of a piece of code (§3 fields). */
        Analysis: {
            score: components["schemas"]["Score"];
            time_complexity: components["schemas"]["Complexity"];
            space_complexity: components["schemas"]["Complexity"];
            /** @description Plain text (Markdown-style line breaks), in the requested user_language. Untrusted; shown as text. */
            feedback: string;
            optimization_suggestions: string[];
            estimate: components["schemas"]["AnalysisEstimate"];
            /** @description The code's own complexity claims (at most one for time, one for space), each compared with the analysis; empty when its comments claim none. */
            complexity_claims: components["schemas"]["ComplexityClaim"][];
        };
        /** @description A whole submission, with its code and the analysis it was submitted with (§3 fields). */
        Submission: components["schemas"]["SubmissionSummary"] & components["schemas"]["Analysis"] & {
            code: string;
        };
        /** @description Code that passed elsewhere, to be analysed by the AI before it can be submitted. */
        AnalyzeRequest: {
            problem_id: components["schemas"]["Uuid"];
            /** @description The pasted source code. */
            code: string;
            language: components["schemas"]["CodeLanguage"];
            /** @description Language of the AI's feedback and suggestions. */
            user_language?: components["schemas"]["UiLanguage"];
        };
        /**
         * @description Answer of POST /submissions/analyze: the AI's analysis plus the id to quote when submitting
         *     the same code (POST /submissions/ checks that the analysis matches the code).
         */
        AnalysisResult: components["schemas"]["Analysis"] & {
            analysis_id: components["schemas"]["Uuid"];
            analyzed_at: components["schemas"]["DateTime"];
        };
        /** @description The learner's own rating of how a submission went. */
        SubmissionRating: {
            rating: components["schemas"]["ReviewRating"];
        };
        /**
         * @description The current user's submissions of one problem, newest first (at most the latest 100). A non-empty
         *     list means the problem shows as already submitted.
         */
        ProblemSubmissions: {
            items: components["schemas"]["Submission"][];
            /**
             * Format: int32
             * @description Number of the user's submissions of this problem.
             */
            total: number;
        };
        /** @description The current user's submission statistics. */
        SubmissionStats: {
            /** Format: int32 */
            total_submissions: number;
            /**
             * Format: int32
             * @description Distinct problems with at least one submission.
             */
            problems_solved: number;
            /**
             * Format: float
             * @description Mean score, rounded to 2 decimals; 0 when there are no submissions.
             */
            average_score: number;
            /**
             * Format: int32
             * @description Highest score (1-5); 0 when there are no submissions.
             */
            best_score: number;
            /**
             * Format: int32
             * @description Submissions since Monday 00:00 in the user's time zone.
             */
            this_week: number;
            /** @description Submissions per language, most used first; languages never used are left out. */
            by_language: {
                language: components["schemas"]["CodeLanguage"];
                /** Format: int32 */
                count: number;
            }[];
            /** @description Submissions per score, always the 5 entries for scores 1 to 5 in order (count 0 included). */
            score_distribution: {
                score: components["schemas"]["Score"];
                /** Format: int32 */
                count: number;
            }[];
        };
        /** @description Ask the AI for an optimised version of one of the user's submissions. */
        OptimizeRequest: {
            submission_id: components["schemas"]["Uuid"];
            /** @description Language of the suggestions and explanation. */
            user_language?: components["schemas"]["UiLanguage"];
        };
        /** @description The AI's optimisation of a submission. Texts are untrusted and shown as text. */
        OptimizationResult: {
            submission_id: components["schemas"]["Uuid"];
            suggestions: string[];
            /** @description The optimised code, in the submission's language. */
            optimized_code: string;
            /** @description Plain text (Markdown-style line breaks), in the requested user_language. */
            explanation: string;
            expected_time_complexity: components["schemas"]["Complexity"];
            expected_space_complexity: components["schemas"]["Complexity"];
        };
        /**
         * @description An algorithmic technique the AI recognises in a solution.
         * @enum {string}
         */
        AlgorithmPattern: "hash_map" | "two_pointers" | "sliding_window" | "binary_search" | "dfs" | "bfs" | "dynamic_programming" | "greedy" | "stack" | "heap" | "sorting" | "recursion";
        /** @description How often the user's submissions use one technique, and how well they score with it. */
        SubmissionPatternUsage: {
            key: components["schemas"]["AlgorithmPattern"];
            name: components["schemas"]["LocalizedText"];
            /** Format: int32 */
            count: number;
            /**
             * Format: float
             * @description Mean score of those submissions, rounded to 2 decimals.
             */
            average_score: number;
        };
        /** @description A problem the AI keeps pointing out in the user's submissions. */
        SubmissionCommonIssue: {
            name: components["schemas"]["LocalizedText"];
            /**
             * Format: int32
             * @description Number of submissions whose analysis mentions it.
             */
            count: number;
        };
        /** @description Techniques and recurring issues across the current user's analysed submissions. */
        SubmissionPatterns: {
            /** @description Techniques used, most used first. */
            patterns: components["schemas"]["SubmissionPatternUsage"][];
            /** @description Recurring issues, most frequent first. */
            common_issues: components["schemas"]["SubmissionCommonIssue"][];
            /** @description The language used most; the preference `defaultLanguage` when there are no submissions. */
            preferred_language: components["schemas"]["CodeLanguage"];
            /**
             * Format: int32
             * @description Number of submissions the patterns were computed from.
             */
            analysed_submissions: number;
        };
        /** @description A language code can be analysed and submitted in. */
        SupportedLanguage: {
            id: components["schemas"]["CodeLanguage"];
            /** @description Display name, e.g. `Python 3`. */
            name: string;
            /** @description The Monaco editor's language id, e.g. `python`, `cpp`, `csharp`. */
            monaco_id: string;
        };
        /** @description Languages code can be analysed and submitted in. */
        SupportedLanguages: {
            items: components["schemas"]["SupportedLanguage"][];
        };
        /** @description A count per difficulty. */
        DifficultyCounts: {
            /** Format: int32 */
            Easy: number;
            /** Format: int32 */
            Medium: number;
            /** Format: int32 */
            Hard: number;
        };
        /** @description The current user's totals. `average_score` is 0 while the user has no submission. */
        ProgressOverview: {
            /** Format: int32 */
            total_solved: number;
            /**
             * Format: int32
             * @description Problems attempted (analysed, hinted or submitted; see ProblemStatus), solved ones included.
             */
            total_attempted: number;
            /** Format: int32 */
            total_submissions: number;
            /** Format: float */
            average_score: number;
            /**
             * Format: int32
             * @description Consecutive days with at least one submission (days in the user's time zone), up to today; a streak that
             *     reached yesterday still counts today until the day is over.
             */
            current_streak_days: number;
            /** Format: int32 */
            longest_streak_days: number;
            /**
             * Format: int32
             * @description Problems in the catalogue.
             */
            total_problems: number;
            solved_by_difficulty: components["schemas"]["DifficultyCounts"];
        };
        /** @description Progress in one category. `attempted` includes the solved problems; `average_score` is 0 when nothing was submitted. */
        CategoryProgressItem: {
            category: components["schemas"]["ProblemCategory"];
            /** Format: int32 */
            solved: number;
            /** Format: int32 */
            attempted: number;
            /**
             * Format: int32
             * @description Problems of this category in the catalogue.
             */
            total: number;
            /** Format: float */
            average_score: number;
        };
        /** @description Progress per category, the categories the user has attempted first. */
        CategoryProgress: {
            items: components["schemas"]["CategoryProgressItem"][];
        };
        /** @description Progress at one difficulty. `attempted` includes the solved problems; `average_score` is 0 when nothing was submitted. */
        DifficultyProgressItem: {
            difficulty: components["schemas"]["Difficulty"];
            /** Format: int32 */
            solved: number;
            /** Format: int32 */
            attempted: number;
            /**
             * Format: int32
             * @description Problems of this difficulty in the catalogue.
             */
            total: number;
            /** Format: float */
            average_score: number;
        };
        /** @description Progress per difficulty, always Easy, Medium, Hard in that order. */
        DifficultyProgress: {
            items: components["schemas"]["DifficultyProgressItem"][];
        };
        /** @description How well the user does in one category. */
        CategoryPerformance: {
            category: components["schemas"]["ProblemCategory"];
            /** Format: float */
            average_score: number;
            /** Format: int32 */
            solved: number;
        };
        /** @description A study recommendation in both interface languages (plain text; untrusted, shown as text). */
        ProgressRecommendation: {
            zh: string;
            en: string;
        };
        /** @description The categories the user is best and worst at (best first, worst first), with recommendations. */
        StrengthsWeaknesses: {
            strengths: components["schemas"]["CategoryPerformance"][];
            weaknesses: components["schemas"]["CategoryPerformance"][];
            recommendations: components["schemas"]["ProgressRecommendation"][];
        };
        /** @description Everything the dashboard shows in one call. */
        Dashboard: {
            solved_by_difficulty: components["schemas"]["DifficultyCounts"];
            /** Format: int32 */
            total_solved: number;
            /**
             * Format: int32
             * @description As ProgressOverview's.
             */
            current_streak_days: number;
            /**
             * Format: float
             * @description 0 while the user has no submission.
             */
            average_score: number;
            /**
             * Format: int32
             * @description Submissions since Monday 00:00 in the user's time zone.
             */
            submissions_this_week: number;
            /**
             * Format: int32
             * @description Problems of today's plan done so far (0 when there is no plan today).
             */
            today_completed: number;
            /**
             * Format: int32
             * @description Problems to do today (today's plan's total, else the preference dailyTargetProblems).
             */
            today_target: number;
            /** @description The latest submissions, newest first. */
            recent_submissions: components["schemas"]["SubmissionSummary"][];
        };
        /** @description One day of the score trend. */
        ScoreTrendPoint: {
            /** Format: date */
            date: string;
            /**
             * Format: float
             * @description Average score of the day's submissions; null when there was none.
             */
            average_score: number | null;
            /** Format: int32 */
            submissions: number;
        };
        /** @description Daily average scores over the last `days` days (one point per day, oldest first, today last). */
        ScoreTrend: {
            /** Format: int32 */
            days: number;
            /**
             * @description Direction of the scores over the period: the average score of the submissions in the period's second half
             *     minus that of its first half (halves by days; with an odd number of days the middle day belongs to
             *     neither). `improving` when it is +0.3 or more, `declining` when -0.3 or less, `stable` otherwise, and
             *     `stable` while either half has fewer than 2 submissions.
             * @enum {string}
             */
            trend: "improving" | "stable" | "declining";
            /**
             * Format: float
             * @description Average over all submissions of the period; 0 when there was none.
             */
            average_score: number;
            points: components["schemas"]["ScoreTrendPoint"][];
        };
        /** @description One day on which the learner submitted, in their time zone. */
        PracticeDay: {
            /**
             * Format: date
             * @description The day in the learner's time zone.
             */
            date: string;
            /**
             * Format: int32
             * @description Submissions made that day.
             */
            submissions: number;
            /**
             * Format: int32
             * @description Different problems submitted that day.
             */
            problems: number;
        };
        /**
         * @description The learner's practice days over the last year: the 365 days from `from` to `to` (today), both included, in the
         *     learner's time zone (their preference `timezone`, whose days begin at the first instant of each date there, also
         *     where the clocks skip midnight). Only days with at least one submission are listed, oldest first.
         */
        PracticeCalendar: {
            /**
             * Format: date
             * @description The first day of the year shown (364 days before `to`).
             */
            from: string;
            /**
             * Format: date
             * @description Today in the learner's time zone.
             */
            to: string;
            /** @description The IANA time zone the days are counted in. */
            timezone: string;
            /**
             * Format: int32
             * @description How many days of the year had a submission (the length of `days`).
             */
            active_days: number;
            /**
             * Format: int32
             * @description Submissions over the year.
             */
            submissions: number;
            days: components["schemas"]["PracticeDay"][];
        };
        /** @description One observation of the AI about the user's practice. */
        AiInsight: {
            title: string;
            /** @description Plain text; untrusted, shown as text. */
            detail: string;
            /** @enum {string} */
            kind: "strength" | "weakness" | "habit" | "suggestion";
        };
        /** @description The AI's reading of the user's progress, written in the requested user_language. */
        AiInsights: {
            generated_at: components["schemas"]["DateTime"];
            /** @description Plain text; untrusted, shown as text. */
            summary: string;
            insights: components["schemas"]["AiInsight"][];
            recommended_problems: components["schemas"]["ProblemRef"][];
        };
        /**
         * @description `active` while the clock runs; then how it ended: `completed` (every problem submitted), `time_up` (the limit was
         *     reached; the server ends such a session the next time anything reads it, with the limit as its end), `gave_up`
         *     (the learner ended it early).
         * @enum {string}
         */
        InterviewStatus: "active" | "completed" | "time_up" | "gave_up";
        /** @description An ended interview session as the progress page lists it. */
        InterviewSummary: {
            id: components["schemas"]["Uuid"];
            status: components["schemas"]["InterviewStatus"];
            minutes: components["schemas"]["InterviewMinutes"];
            /** Format: int32 */
            problem_count: number;
            /** Format: int32 */
            submitted_count: number;
            /**
             * Format: float
             * @description Mean score of the session's submissions (absent when none was submitted).
             */
            average_score?: number;
            started_at: components["schemas"]["DateTime"];
            ended_at: components["schemas"]["DateTime"];
            /**
             * Format: int32
             * @description Seconds from start to end.
             */
            time_used_seconds: number;
        };
        /** @description The learner's ended interview sessions, the latest first (GET /interviews). */
        InterviewList: {
            items: components["schemas"]["InterviewSummary"][];
            /** Format: int32 */
            total: number;
        };
        /** @description A new interview session (POST /interviews). */
        InterviewStartRequest: {
            /**
             * Format: int32
             * @description How many problems the session holds.
             */
            problem_count: number;
            minutes: components["schemas"]["InterviewMinutes"];
            source: components["schemas"]["InterviewSource"];
            /** @description The category to pick from; required when `source` is `category`, ignored otherwise. */
            category?: components["schemas"]["ProblemCategory"];
        };
        /** @description What the session hid about a problem, revealed once it has ended. */
        InterviewProblemReveal: {
            difficulty: components["schemas"]["Difficulty"];
            category: components["schemas"]["ProblemCategory"];
            tags: string[];
            /** Format: float */
            acceptance_rate: number;
            /** Format: float */
            frequency: number;
        };
        /**
         * @description The analysis of the code submitted for a problem during the session, set against the problem's reference
         *     solution (`reference_time` / `reference_space`, absent when the catalogue has none).
         */
        InterviewAnalysis: {
            submission_id: components["schemas"]["Uuid"];
            score: components["schemas"]["Score"];
            time_complexity: components["schemas"]["Complexity"];
            space_complexity: components["schemas"]["Complexity"];
            reference_time?: components["schemas"]["Complexity"];
            reference_space?: components["schemas"]["Complexity"];
            /** @description The code's own complexity claims compared with the analysis (empty when it made none). */
            complexity_claims: components["schemas"]["ComplexityClaim"][];
        };
        /**
         * @description One problem of an interview session. While the session is active it carries only what an interviewer would
         *     show (no difficulty, category, tags, acceptance rate or frequency); once it has ended, `reveal`, `analysis`
         *     (when it was submitted) and `say_aloud` are added.
         */
        InterviewProblem: {
            id: components["schemas"]["Uuid"];
            /** Format: int32 */
            frontend_id: number;
            slug: string;
            title: components["schemas"]["LocalizedText"];
            /** @description A solution was submitted during the session. */
            submitted: boolean;
            /**
             * Format: int32
             * @description Seconds from the session's start (or from the session's previous submission, whichever is later) to this
             *     problem's submission; for a problem not submitted, to the session's end. Absent while it is still running.
             */
            time_used_seconds?: number;
            reveal?: components["schemas"]["InterviewProblemReveal"];
            analysis?: components["schemas"]["InterviewAnalysis"];
            /** @description What to say aloud next time, in the request's language (plain text). */
            say_aloud?: string[];
        };
        /**
         * @description An interview session. The server owns its clock: `started_at` and `ends_at` are stored, and `remaining_seconds`
         *     is computed at the moment of the answer, so a reload or a second tab shows the same time left.
         */
        InterviewSession: {
            id: components["schemas"]["Uuid"];
            status: components["schemas"]["InterviewStatus"];
            source: components["schemas"]["InterviewSource"];
            category?: components["schemas"]["ProblemCategory"];
            minutes: components["schemas"]["InterviewMinutes"];
            started_at: components["schemas"]["DateTime"];
            /** @description When the time limit is reached. */
            ends_at: components["schemas"]["DateTime"];
            /** @description When it ended (absent while active; `ends_at` itself when the time ran out). */
            ended_at?: components["schemas"]["DateTime"];
            /**
             * Format: int32
             * @description Seconds left on the clock at the moment of the answer (0 once ended).
             */
            remaining_seconds: number;
            problems: components["schemas"]["InterviewProblem"][];
        };
        /** @description The learner's active interview session, or null when none runs (GET /interviews/current). */
        InterviewCurrent: {
            session: components["schemas"]["InterviewSession"] | null;
        };
        /** @description The process takes requests. */
        Readiness: {
            /** @enum {string} */
            status: "ready";
        };
        /**
         * @description Something that went wrong in a job, by a stable `code` the client translates (zh and en): `leetcode_unreachable`
         *     (LeetCode did not answer, even after retries), `leetcode_rate_limited` (LeetCode kept refusing for too many
         *     requests), `leetcode_bad_answer` (an answer the sync could not read), `interrupted` (the server stopped while the
         *     job ran; it can be resumed from where it stopped), `analysis_failed` (the coach could not read one imported
         *     submission's code, which keeps the score its attempts suggest), `internal` (anything else). `page` is the
         *     sync's list page (from 1) it happened on; `item` the problem's slug when one problem is concerned.
         */
        JobError: {
            /** @enum {string} */
            code: "leetcode_unreachable" | "leetcode_rate_limited" | "leetcode_bad_answer" | "interrupted" | "analysis_failed" | "internal";
            at: components["schemas"]["DateTime"];
            /** Format: int32 */
            page?: number;
            item?: string;
        };
        /**
         * @description A long job and how far it has got: the LeetCode catalogue sync (`catalogue_sync`, admins only) or the background
         *     analysis of an imported LeetCode history (`history_import`, its learner only). The state is kept in the database,
         *     so a job outlives a server restart: one the restart interrupted is `interrupted` and can be resumed from where
         *     it stopped (the sync from its saved page, the import from the next submission not yet analysed).
         *
         *     `status`: `running` (a server process works on it), `interrupted` (nobody does: the server stopped meanwhile),
         *     `cancelled` (stopped by its owner), `failed` (stopped on an error, see `errors`), `done`. `progress.done` of
         *     `progress.total` (absent until known): problems of LeetCode's list gone through for a sync, imported submissions
         *     analysed for an import. `can_cancel` and `can_resume` say which of POST /jobs/{id}/cancel and /resume applies
         *     now (only the latest sync run of a site can be resumed: a newer run supersedes it).
         */
        Job: {
            id: components["schemas"]["Uuid"];
            /** @enum {string} */
            kind: "catalogue_sync" | "history_import";
            /** @enum {string} */
            status: "running" | "interrupted" | "cancelled" | "failed" | "done";
            /**
             * @description The LeetCode site synced from or imported from.
             * @enum {string}
             */
            site?: "cn" | "com";
            started_at: components["schemas"]["DateTime"];
            updated_at: components["schemas"]["DateTime"];
            finished_at?: components["schemas"]["DateTime"];
            progress: {
                /** Format: int32 */
                done: number;
                /** Format: int32 */
                total?: number;
            };
            /** @description The sync's place in LeetCode's list (catalogue_sync only). */
            page?: {
                /**
                 * Format: int32
                 * @description The page being read (from 1).
                 */
                current: number;
                /** Format: int32 */
                size: number;
                /**
                 * Format: int32
                 * @description Pages in LeetCode's list, once known.
                 */
                total?: number;
            };
            /** @description The sync's counts so far (catalogue_sync only); see SyncResult. */
            sync?: {
                added: components["schemas"]["Count"];
                updated: components["schemas"]["Count"];
                unchanged: components["schemas"]["Count"];
                skipped: components["schemas"]["Count"];
            };
            /**
             * @description What the import did (history_import only), as LeetCodeImportResult says, and how many of its `analysing`
             *     submissions the coach has read (`analysed`; `analysis_failed` of them kept their provisional score).
             */
            import?: {
                found: components["schemas"]["Count"];
                imported: components["schemas"]["Count"];
                already_imported: components["schemas"]["Count"];
                not_in_catalogue: components["schemas"]["Count"];
                unsupported_language: components["schemas"]["Count"];
                not_accepted: components["schemas"]["Count"];
                analysing: components["schemas"]["Count"];
                analysed: components["schemas"]["Count"];
                analysis_failed: components["schemas"]["Count"];
            };
            /** @description What went wrong, oldest first (the first 20). */
            errors: components["schemas"]["JobError"][];
            can_cancel: boolean;
            can_resume: boolean;
        };
        /** @description The caller's latest jobs of one kind, the latest first (GET /jobs). */
        JobList: {
            items: components["schemas"]["Job"][];
        };
        /** @description Whether the caller is an admin (answer of GET /admin/check). */
        AdminCheck: {
            is_admin: boolean;
        };
        /**
         * @description A list an admin defines: its name in both languages and its problems in order, each by LeetCode number and slug
         *     (problems the catalogue does not have yet are allowed: they show as missing until a sync brings them).
         */
        StudyListInput: {
            name: {
                zh: string;
                en: string;
            };
            problems: {
                /** Format: int32 */
                frontend_id: number;
                slug: string;
            }[];
        };
        /** @description Figures for the admin dashboard. "Today" and "7d" are computed in Asia/Shanghai. */
        AdminStats: {
            /** Format: int32 */
            total_users: number;
            /** Format: int32 */
            admin_users: number;
            /**
             * Format: int32
             * @description Users whose email is verified.
             */
            verified_users: number;
            /**
             * Format: int32
             * @description Users active in the last 7 days.
             */
            active_users_7d: number;
            /**
             * Format: int32
             * @description Users registered in the last 7 days.
             */
            new_users_7d: number;
            /** Format: int64 */
            total_submissions: number;
            /** Format: int32 */
            submissions_today: number;
            /**
             * Format: int32
             * @description Problems in the catalogue.
             */
            total_problems: number;
            /**
             * Format: float
             * @description Mean AI score over all submissions (0 when there are none).
             */
            average_score: number;
        };
        /** @description A user as the admin user table shows it. */
        AdminUser: {
            id: components["schemas"]["Uuid"];
            username: string;
            /** Format: email */
            email: string;
            is_admin: boolean;
            email_verified: boolean;
            language: components["schemas"]["UiLanguage"];
            created_at: components["schemas"]["DateTime"];
            /**
             * Format: date-time
             * @description Last authenticated request; null if the user has never logged in.
             */
            last_active_at: string | null;
            /** Format: int32 */
            submission_count: number;
            /**
             * Format: int32
             * @description Distinct problems solved.
             */
            solved_count: number;
            /**
             * Format: float
             * @description Mean AI score of the user's submissions; null when there are none.
             */
            average_score: number | null;
        };
        /** @description One page of the admin user table. */
        AdminUserList: components["schemas"]["Page"] & {
            items: components["schemas"]["AdminUser"][];
        };
        /** @description The users to delete (the admin has confirmed the batch). */
        BulkDeleteRequest: {
            user_ids: components["schemas"]["Uuid"][];
        };
        /** @description A requested id that was not deleted, and why. */
        BulkDeleteSkippedUser: {
            id: components["schemas"]["Uuid"];
            /**
             * @description `self`: the admin's own account (never deleted here); `not_found`: no such user.
             * @enum {string}
             */
            reason: "self" | "not_found";
        };
        /** @description Outcome of a bulk delete. */
        BulkDeleteResult: {
            /**
             * Format: int32
             * @description Number of users deleted.
             */
            deleted: number;
            skipped: components["schemas"]["BulkDeleteSkippedUser"][];
        };
        /** @description One user with everything the admin detail drawer shows. */
        AdminUserDetail: components["schemas"]["AdminUser"] & {
            preferences: components["schemas"]["Preferences"];
            learning_goal?: components["schemas"]["LearningGoal"];
            daily_study_time?: components["schemas"]["DailyStudyTime"];
            /** @description The user's latest submissions, newest first. */
            recent_submissions: components["schemas"]["SubmissionSummary"][];
            solved_by_difficulty: components["schemas"]["DifficultyCounts"];
        };
        /** @description The few fields of a user that other resources embed. */
        UserRef: {
            id: components["schemas"]["Uuid"];
            username: string;
        };
        /** @description One event of the admin activity feed. */
        ActivityEntry: {
            id: components["schemas"]["Uuid"];
            /** @enum {string} */
            kind: "user_registered" | "user_login" | "email_verified" | "submission_created" | "plan_generated" | "admin_granted" | "admin_revoked" | "user_deleted" | "problems_synced" | "users_exported" | "sessions_ended";
            /** @description Who did it (for admin_granted, admin_revoked, user_deleted, users_exported, sessions_ended and problems_synced, the admin). */
            user: components["schemas"]["UserRef"];
            /**
             * @description Server-written summary, free text. It may quote user-supplied values, so it is untrusted:
             *     clients show it as text, never as HTML.
             */
            description: string;
            problem?: components["schemas"]["ProblemRef"];
            created_at: components["schemas"]["DateTime"];
        };
        /** @description The latest events on the platform, newest first. */
        RecentActivity: {
            items: components["schemas"]["ActivityEntry"][];
        };
    };
    responses: {
        /** @description The request was not valid */
        BadRequest: {
            headers: {
                RateLimit: components["headers"]["RateLimit"];
                [name: string]: unknown;
            };
            content: {
                "application/json": components["schemas"]["Error"];
            };
        };
        /**
         * @description The user may not do this; `email_not_verified` until the account's address is verified (only the operations
         *     marked `x-unverified-allowed` answer before that).
         */
        Forbidden: {
            headers: {
                RateLimit: components["headers"]["RateLimit"];
                [name: string]: unknown;
            };
            content: {
                "application/json": components["schemas"]["Error"];
            };
        };
        /** @description No such resource */
        NotFound: {
            headers: {
                RateLimit: components["headers"]["RateLimit"];
                [name: string]: unknown;
            };
            content: {
                "application/json": components["schemas"]["Error"];
            };
        };
        /** @description A field failed validation */
        UnprocessableEntity: {
            headers: {
                RateLimit: components["headers"]["RateLimit"];
                [name: string]: unknown;
            };
            content: {
                "application/json": components["schemas"]["ValidationError"];
            };
        };
        /** @description Too many requests; wait `Retry-After` seconds */
        TooManyRequests: {
            headers: {
                "Retry-After": components["headers"]["RetryAfter"];
                RateLimit: components["headers"]["RateLimit"];
                [name: string]: unknown;
            };
            content: {
                "application/json": components["schemas"]["Error"];
            };
        };
        /** @description Unexpected server failure */
        InternalServerError: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                "application/json": components["schemas"]["Error"];
            };
        };
        /**
         * @description The server cannot take the request now: it is overloaded (its event loop is behind; the request was refused
         *     before any work was done, so it is safe to send again) or shutting down. Wait `Retry-After` seconds and try
         *     again; behind a load balancer another process answers.
         */
        ServiceUnavailable: {
            headers: {
                "Retry-After": components["headers"]["RetryAfter"];
                [name: string]: unknown;
            };
            content: {
                "application/json": components["schemas"]["Error"];
            };
        };
        /** @description Not authenticated, or the token has expired */
        Unauthorized: {
            headers: {
                RateLimit: components["headers"]["RateLimit"];
                [name: string]: unknown;
            };
            content: {
                "application/json": components["schemas"]["Error"];
            };
        };
        /** @description Done; nothing to return */
        NoContent: {
            headers: {
                "x-new-token": components["headers"]["XNewToken"];
                RateLimit: components["headers"]["RateLimit"];
                [name: string]: unknown;
            };
            content?: never;
        };
        /** @description Done; the session is over, so no new token comes with it */
        SessionEnded: {
            headers: {
                RateLimit: components["headers"]["RateLimit"];
                [name: string]: unknown;
            };
            content?: never;
        };
    };
    parameters: {
        /** @description Page number, from 1. */
        Page: number;
        /**
         * @description The problem's id.
         * @example 0b6f3c1e-4d2a-4f8e-9a1b-1c2d3e4f5a01
         */
        ProblemId: components["schemas"]["Uuid"];
        /**
         * @description The study list's id.
         * @example 5a1b2c3d-4e5f-4a6b-8c7d-9e0f1a2b3c01
         */
        StudyListId: components["schemas"]["Uuid"];
        /**
         * @description The plan's id.
         * @example 9a8b7c6d-5e4f-4a3b-8c2d-1e0f9a8b7c01
         */
        PlanId: components["schemas"]["Uuid"];
        /** @description Items per page. */
        PageSize: number;
        /** @description Sort direction. */
        SortOrder: "asc" | "desc";
        /**
         * @description The submission's id.
         * @example 5d1c9a70-2f4b-4c1e-8a6d-7e8f9a0b1c01
         */
        SubmissionId: components["schemas"]["Uuid"];
        /**
         * @description The interview session's id.
         * @example 7c1d2e3f-4a5b-4c6d-8e7f-90a1b2c3d4e5
         */
        InterviewId: components["schemas"]["Uuid"];
        /**
         * @description The job's id.
         * @example 5b6c7d8e-9fa0-4b1c-8d2e-3f4a5b6c7d8e
         */
        JobId: components["schemas"]["Uuid"];
        /**
         * @description The user's id.
         * @example 3c4d5e6f-7a8b-4c9d-8e0f-1a2b3c4d5e01
         */
        UserId: components["schemas"]["Uuid"];
    };
    requestBodies: never;
    headers: {
        /** @description Rate-limit state (IETF RateLimit header draft), e.g. `limit=120, remaining=118, reset=42`. */
        RateLimit: string;
        /** @description Seconds to wait before trying again. */
        RetryAfter: number;
        /** @description A refreshed access token. When present, the client replaces its stored token with it. */
        XNewToken: string;
    };
    pathItems: never;
}
export type $defs = Record<string, never>;
export interface operations {
    login: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["LoginRequest"];
            };
        };
        responses: {
            /** @description Logged in */
            200: {
                headers: {
                    RateLimit: components["headers"]["RateLimit"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["AuthSession"];
                };
            };
            400: components["responses"]["BadRequest"];
            /** @description Wrong username or password, or the email is not verified yet */
            401: {
                headers: {
                    RateLimit: components["headers"]["RateLimit"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            422: components["responses"]["UnprocessableEntity"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalServerError"];
            503: components["responses"]["ServiceUnavailable"];
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
                "application/json": components["schemas"]["RegisterRequest"];
            };
        };
        responses: {
            /** @description Account created; a verification code was sent to the email */
            201: {
                headers: {
                    RateLimit: components["headers"]["RateLimit"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["RegisterResponse"];
                };
            };
            /** @description The username or the email is already taken */
            400: {
                headers: {
                    RateLimit: components["headers"]["RateLimit"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            422: components["responses"]["UnprocessableEntity"];
            429: components["responses"]["TooManyRequests"];
            /**
             * @description The verification email could not be sent (the account may have been created: the user asks for a new
             *     code with POST /auth/send-verification-code), or an unexpected server failure
             */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    getMe: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The current user */
            200: {
                headers: {
                    "x-new-token": components["headers"]["XNewToken"];
                    RateLimit: components["headers"]["RateLimit"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["User"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            422: components["responses"]["UnprocessableEntity"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalServerError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    updateMe: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["UpdateMeRequest"];
            };
        };
        responses: {
            /** @description The updated user */
            200: {
                headers: {
                    "x-new-token": components["headers"]["XNewToken"];
                    RateLimit: components["headers"]["RateLimit"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["User"];
                };
            };
            /** @description The new email already belongs to another account, or the current password is wrong */
            400: {
                headers: {
                    RateLimit: components["headers"]["RateLimit"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            422: components["responses"]["UnprocessableEntity"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalServerError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    deleteMe: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["DeleteAccountRequest"];
            };
        };
        responses: {
            204: components["responses"]["NoContent"];
            /** @description The typed username is not the user's username, the password is wrong, or the user is the only admin */
            400: {
                headers: {
                    RateLimit: components["headers"]["RateLimit"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            422: components["responses"]["UnprocessableEntity"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalServerError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    getAiAllowance: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The allowance */
            200: {
                headers: {
                    "x-new-token": components["headers"]["XNewToken"];
                    RateLimit: components["headers"]["RateLimit"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["AiAllowance"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            422: components["responses"]["UnprocessableEntity"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalServerError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    changePassword: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["ChangePasswordRequest"];
            };
        };
        responses: {
            /** @description Password changed */
            200: {
                headers: {
                    "x-new-token": components["headers"]["XNewToken"];
                    RateLimit: components["headers"]["RateLimit"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["MessageResponse"];
                };
            };
            /** @description The current password is wrong, or the new one equals it */
            400: {
                headers: {
                    RateLimit: components["headers"]["RateLimit"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            422: components["responses"]["UnprocessableEntity"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalServerError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    sendVerificationCode: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["SendVerificationCodeRequest"];
            };
        };
        responses: {
            /** @description The code was sent */
            200: {
                headers: {
                    RateLimit: components["headers"]["RateLimit"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["SendVerificationCodeResponse"];
                };
            };
            /** @description The signed-in account's own address is verified already */
            400: {
                headers: {
                    RateLimit: components["headers"]["RateLimit"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            422: components["responses"]["UnprocessableEntity"];
            /** @description A code was sent less than a minute ago; wait `Retry-After` seconds */
            429: {
                headers: {
                    "Retry-After": components["headers"]["RetryAfter"];
                    RateLimit: components["headers"]["RateLimit"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The email could not be sent, or an unexpected server failure */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    verifyEmail: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["VerifyEmailRequest"];
            };
        };
        responses: {
            /** @description The email is verified */
            200: {
                headers: {
                    RateLimit: components["headers"]["RateLimit"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["VerifyEmailResponse"];
                };
            };
            /** @description The code has expired or is wrong, or the email is already verified */
            400: {
                headers: {
                    RateLimit: components["headers"]["RateLimit"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            422: components["responses"]["UnprocessableEntity"];
            /** @description Too many codes tried for this address; wait `Retry-After` seconds (and ask for a new code) */
            429: {
                headers: {
                    "Retry-After": components["headers"]["RetryAfter"];
                    RateLimit: components["headers"]["RateLimit"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            500: components["responses"]["InternalServerError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    forgotPassword: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["ForgotPasswordRequest"];
            };
        };
        responses: {
            /** @description Accepted; the same answer whether or not an account has the address */
            200: {
                headers: {
                    RateLimit: components["headers"]["RateLimit"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["MessageResponse"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            422: components["responses"]["UnprocessableEntity"];
            /** @description Reset emails asked for too often; wait `Retry-After` seconds */
            429: {
                headers: {
                    "Retry-After": components["headers"]["RetryAfter"];
                    RateLimit: components["headers"]["RateLimit"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The email could not be sent, or an unexpected server failure */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    resetPassword: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["ResetPasswordRequest"];
            };
        };
        responses: {
            /** @description The password was reset */
            200: {
                headers: {
                    RateLimit: components["headers"]["RateLimit"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["MessageResponse"];
                };
            };
            /** @description The token is unknown, already used or expired */
            400: {
                headers: {
                    RateLimit: components["headers"]["RateLimit"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            422: components["responses"]["UnprocessableEntity"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalServerError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    logout: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: {
            content: {
                "application/json": components["schemas"]["LogoutRequest"];
            };
        };
        responses: {
            204: components["responses"]["SessionEnded"];
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            422: components["responses"]["UnprocessableEntity"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalServerError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    exportMyData: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The document */
            200: {
                headers: {
                    /**
                     * @description Download file name, `algocoach-<username>-<date>.json`.
                     * @example attachment; filename="algocoach-lin_xiaoming-2026-11-21.json"
                     */
                    "Content-Disposition": string;
                    "x-new-token": components["headers"]["XNewToken"];
                    RateLimit: components["headers"]["RateLimit"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["LearnerExport"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            422: components["responses"]["UnprocessableEntity"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalServerError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    previewImport: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["LearnerExport"];
            };
        };
        responses: {
            /** @description What the import adds */
            200: {
                headers: {
                    "x-new-token": components["headers"]["XNewToken"];
                    RateLimit: components["headers"]["RateLimit"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ImportSummary"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            422: components["responses"]["UnprocessableEntity"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalServerError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    importMyData: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["LearnerExport"];
            };
        };
        responses: {
            /** @description What the import adds */
            200: {
                headers: {
                    "x-new-token": components["headers"]["XNewToken"];
                    RateLimit: components["headers"]["RateLimit"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ImportSummary"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            422: components["responses"]["UnprocessableEntity"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalServerError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    importLeetCodeHistory: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["LeetCodeHistory"];
            };
        };
        responses: {
            /** @description What the import did */
            200: {
                headers: {
                    "x-new-token": components["headers"]["XNewToken"];
                    RateLimit: components["headers"]["RateLimit"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["LeetCodeImportResult"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            422: components["responses"]["UnprocessableEntity"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalServerError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    importLeetCodeFromSite: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["LeetCodeSiteImportRequest"];
            };
        };
        responses: {
            /** @description Where the import stands */
            200: {
                headers: {
                    "x-new-token": components["headers"]["XNewToken"];
                    RateLimit: components["headers"]["RateLimit"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["LeetCodeSiteImport"];
                };
            };
            /** @description The request was not valid, or the site did not accept the cookie */
            400: {
                headers: {
                    RateLimit: components["headers"]["RateLimit"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            422: components["responses"]["UnprocessableEntity"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalServerError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    listProblems: {
        parameters: {
            query?: {
                /** @description Page number, from 1. */
                page?: components["parameters"]["Page"];
                /** @description Items per page. Up to 500, because the app may load large pages of the catalogue. */
                page_size?: number;
                /** @description Only problems of this difficulty. */
                difficulty?: components["schemas"]["Difficulty"];
                /** @description Only problems of this category. */
                category?: components["schemas"]["ProblemCategory"];
                /** @description Only the problems of this study list that the catalogue has (GET /lists). */
                list?: components["schemas"]["Uuid"];
                /** @description Only problems that carry all of these LeetCode topic tags, e.g. `?tags=Array&tags=Hash%20Table`. */
                tags?: string[];
                /** @description Only problems with this status for the current user. */
                status?: components["schemas"]["ProblemStatus"];
                /** @description Sort key. */
                sort_by?: "frontend_id" | "title" | "difficulty" | "acceptance_rate" | "frequency";
                /** @description Sort direction (ascending by default, so that the catalogue starts at problem 1). */
                order?: "asc" | "desc";
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description One page of problems */
            200: {
                headers: {
                    "x-new-token": components["headers"]["XNewToken"];
                    RateLimit: components["headers"]["RateLimit"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ProblemList"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            422: components["responses"]["UnprocessableEntity"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalServerError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    searchProblems: {
        parameters: {
            query: {
                /**
                 * @description The search text.
                 * @example sum
                 */
                q: string;
                /** @description Only problems of this difficulty. */
                difficulty?: components["schemas"]["Difficulty"];
                /** @description Only problems of this category. */
                category?: components["schemas"]["ProblemCategory"];
                /** @description Only problems with this status for the current user. */
                status?: components["schemas"]["ProblemStatus"];
                /** @description Most matches to return. */
                limit?: number;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The best matches */
            200: {
                headers: {
                    "x-new-token": components["headers"]["XNewToken"];
                    RateLimit: components["headers"]["RateLimit"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ProblemSearchResult"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            422: components["responses"]["UnprocessableEntity"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalServerError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    listTagNames: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The tags' names */
            200: {
                headers: {
                    "x-new-token": components["headers"]["XNewToken"];
                    RateLimit: components["headers"]["RateLimit"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["TagNameList"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            422: components["responses"]["UnprocessableEntity"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalServerError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    getRandomProblem: {
        parameters: {
            query?: {
                /** @description Only pick among problems of this difficulty. */
                difficulty?: components["schemas"]["Difficulty"];
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description A random problem */
            200: {
                headers: {
                    "x-new-token": components["headers"]["XNewToken"];
                    RateLimit: components["headers"]["RateLimit"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Problem"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            /** @description No problem matches (the catalogue is empty, or has no problem of that difficulty) */
            404: {
                headers: {
                    RateLimit: components["headers"]["RateLimit"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            422: components["responses"]["UnprocessableEntity"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalServerError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    getDailyChallenge: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Today's challenge */
            200: {
                headers: {
                    "x-new-token": components["headers"]["XNewToken"];
                    RateLimit: components["headers"]["RateLimit"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["DailyChallenge"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            422: components["responses"]["UnprocessableEntity"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalServerError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    syncLeetcode: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Where the run stands (finished when `complete`) */
            200: {
                headers: {
                    "x-new-token": components["headers"]["XNewToken"];
                    RateLimit: components["headers"]["RateLimit"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["SyncResult"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            422: components["responses"]["UnprocessableEntity"];
            429: components["responses"]["TooManyRequests"];
            /** @description LeetCode could not be reached (the run stopped with its place kept; the next call resumes it), or another server failure */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    getProblem: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /**
                 * @description The problem's id.
                 * @example 0b6f3c1e-4d2a-4f8e-9a1b-1c2d3e4f5a01
                 */
                id: components["parameters"]["ProblemId"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The problem */
            200: {
                headers: {
                    "x-new-token": components["headers"]["XNewToken"];
                    RateLimit: components["headers"]["RateLimit"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Problem"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            422: components["responses"]["UnprocessableEntity"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalServerError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    getProblemDescription: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /**
                 * @description The problem's id.
                 * @example 0b6f3c1e-4d2a-4f8e-9a1b-1c2d3e4f5a01
                 */
                id: components["parameters"]["ProblemId"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The description */
            200: {
                headers: {
                    "x-new-token": components["headers"]["XNewToken"];
                    RateLimit: components["headers"]["RateLimit"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ProblemDescription"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            422: components["responses"]["UnprocessableEntity"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalServerError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    getProblemHint: {
        parameters: {
            query?: {
                /** @description How much of the solution to give away, 1 (least) to 3 (most). */
                level?: number;
                /** @description Programming language the hint may refer to (default python). */
                language?: components["schemas"]["CodeLanguage"];
                /** @description Language the hint is written in (default zh). */
                user_language?: components["schemas"]["UiLanguage"];
            };
            header?: never;
            path: {
                /**
                 * @description The problem's id.
                 * @example 0b6f3c1e-4d2a-4f8e-9a1b-1c2d3e4f5a01
                 */
                id: components["parameters"]["ProblemId"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The hint */
            200: {
                headers: {
                    "x-new-token": components["headers"]["XNewToken"];
                    RateLimit: components["headers"]["RateLimit"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Hint"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            /** @description The user may not do this; `interview_hints_off` while the problem is part of an active interview session */
            403: {
                headers: {
                    RateLimit: components["headers"]["RateLimit"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            404: components["responses"]["NotFound"];
            422: components["responses"]["UnprocessableEntity"];
            429: components["responses"]["TooManyRequests"];
            /** @description The AI service failed, or another server error */
            500: {
                headers: {
                    RateLimit: components["headers"]["RateLimit"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    getProblemNote: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /**
                 * @description The problem's id.
                 * @example 0b6f3c1e-4d2a-4f8e-9a1b-1c2d3e4f5a01
                 */
                id: components["parameters"]["ProblemId"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The note */
            200: {
                headers: {
                    "x-new-token": components["headers"]["XNewToken"];
                    RateLimit: components["headers"]["RateLimit"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ProblemNote"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            422: components["responses"]["UnprocessableEntity"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalServerError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    saveProblemNote: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /**
                 * @description The problem's id.
                 * @example 0b6f3c1e-4d2a-4f8e-9a1b-1c2d3e4f5a01
                 */
                id: components["parameters"]["ProblemId"];
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["ProblemNoteSave"];
            };
        };
        responses: {
            /** @description The note as kept */
            200: {
                headers: {
                    "x-new-token": components["headers"]["XNewToken"];
                    RateLimit: components["headers"]["RateLimit"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ProblemNote"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            422: components["responses"]["UnprocessableEntity"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalServerError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    searchNotes: {
        parameters: {
            query: {
                /**
                 * @description Words to find in the notes.
                 * @example hash map
                 */
                q: string;
                limit?: number;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The matching notes */
            200: {
                headers: {
                    "x-new-token": components["headers"]["XNewToken"];
                    RateLimit: components["headers"]["RateLimit"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["NoteSearchResult"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            422: components["responses"]["UnprocessableEntity"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalServerError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    listStudyLists: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The lists */
            200: {
                headers: {
                    "x-new-token": components["headers"]["XNewToken"];
                    RateLimit: components["headers"]["RateLimit"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["StudyListList"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            422: components["responses"]["UnprocessableEntity"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalServerError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    getStudyGoal: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The goal, or null */
            200: {
                headers: {
                    "x-new-token": components["headers"]["XNewToken"];
                    RateLimit: components["headers"]["RateLimit"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["StudyGoalStatus"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            422: components["responses"]["UnprocessableEntity"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalServerError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    setStudyGoal: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["StudyGoalRequest"];
            };
        };
        responses: {
            /** @description The goal as set, with its projection */
            200: {
                headers: {
                    "x-new-token": components["headers"]["XNewToken"];
                    RateLimit: components["headers"]["RateLimit"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["StudyGoalStatus"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            422: components["responses"]["UnprocessableEntity"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalServerError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    clearStudyGoal: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            204: components["responses"]["NoContent"];
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            422: components["responses"]["UnprocessableEntity"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalServerError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    getStudyList: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /**
                 * @description The study list's id.
                 * @example 5a1b2c3d-4e5f-4a6b-8c7d-9e0f1a2b3c01
                 */
                id: components["parameters"]["StudyListId"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The list */
            200: {
                headers: {
                    "x-new-token": components["headers"]["XNewToken"];
                    RateLimit: components["headers"]["RateLimit"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["StudyList"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            422: components["responses"]["UnprocessableEntity"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalServerError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    getTodayPlan: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Today's plan */
            200: {
                headers: {
                    "x-new-token": components["headers"]["XNewToken"];
                    RateLimit: components["headers"]["RateLimit"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Plan"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            /** @description No plan for today yet */
            404: {
                headers: {
                    RateLimit: components["headers"]["RateLimit"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            422: components["responses"]["UnprocessableEntity"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalServerError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    generatePlan: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["PlanGenerateRequest"];
            };
        };
        responses: {
            /** @description The new plan */
            201: {
                headers: {
                    "x-new-token": components["headers"]["XNewToken"];
                    RateLimit: components["headers"]["RateLimit"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Plan"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            422: components["responses"]["UnprocessableEntity"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalServerError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    generateSmartPlan: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["SmartPlanRequest"];
            };
        };
        responses: {
            /** @description The new plan, with the AI's summary */
            201: {
                headers: {
                    "x-new-token": components["headers"]["XNewToken"];
                    RateLimit: components["headers"]["RateLimit"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Plan"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            422: components["responses"]["UnprocessableEntity"];
            429: components["responses"]["TooManyRequests"];
            /** @description The AI service is unavailable (the app falls back to a quick plan), or another server failure */
            500: {
                headers: {
                    RateLimit: components["headers"]["RateLimit"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    updatePlanProgress: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /**
                 * @description The plan's id.
                 * @example 9a8b7c6d-5e4f-4a3b-8c2d-1e0f9a8b7c01
                 */
                id: components["parameters"]["PlanId"];
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["PlanProgressUpdate"];
            };
        };
        responses: {
            /** @description The plan with its counts updated */
            200: {
                headers: {
                    "x-new-token": components["headers"]["XNewToken"];
                    RateLimit: components["headers"]["RateLimit"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Plan"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            422: components["responses"]["UnprocessableEntity"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalServerError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    listPlans: {
        parameters: {
            query?: {
                /** @description Page number, from 1. */
                page?: components["parameters"]["Page"];
                /** @description Items per page. */
                page_size?: components["parameters"]["PageSize"];
                /**
                 * @description First day to include.
                 * @example 2026-11-12
                 */
                from?: string;
                /**
                 * @description Last day to include.
                 * @example 2026-11-21
                 */
                to?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description A page of plans */
            200: {
                headers: {
                    "x-new-token": components["headers"]["XNewToken"];
                    RateLimit: components["headers"]["RateLimit"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["PlanList"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            422: components["responses"]["UnprocessableEntity"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalServerError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    listSubmissions: {
        parameters: {
            query?: {
                /** @description Page number, from 1. */
                page?: components["parameters"]["Page"];
                /** @description Items per page. */
                page_size?: components["parameters"]["PageSize"];
                /** @description Only submissions scored at least this much (the history filter "1+" up to "5"). Omitted, every score. */
                min_score?: components["schemas"]["Score"];
                /** @description Only submissions of this problem. */
                problem_id?: components["schemas"]["Uuid"];
                /** @description Only submissions in this language. Omitted, every language. */
                language?: components["schemas"]["CodeLanguage"];
                /** @description `submitted_at`: submission time; `score`; `problem`: the problem's LeetCode number. */
                sort_by?: "submitted_at" | "score" | "problem";
                /** @description Sort direction. */
                order?: components["parameters"]["SortOrder"];
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description One page of submissions */
            200: {
                headers: {
                    "x-new-token": components["headers"]["XNewToken"];
                    RateLimit: components["headers"]["RateLimit"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["SubmissionList"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            422: components["responses"]["UnprocessableEntity"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalServerError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    createSubmission: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["SubmissionCreate"];
            };
        };
        responses: {
            /** @description Submitted; the whole submission with its analysis */
            201: {
                headers: {
                    "x-new-token": components["headers"]["XNewToken"];
                    RateLimit: components["headers"]["RateLimit"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Submission"];
                };
            };
            /** @description The code was not analysed first, or the analysis is for other code */
            400: {
                headers: {
                    RateLimit: components["headers"]["RateLimit"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            422: components["responses"]["UnprocessableEntity"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalServerError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    analyzeCode: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["AnalyzeRequest"];
            };
        };
        responses: {
            /** @description The analysis; quote its `analysis_id` when submitting this code */
            200: {
                headers: {
                    "x-new-token": components["headers"]["XNewToken"];
                    RateLimit: components["headers"]["RateLimit"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["AnalysisResult"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            422: components["responses"]["UnprocessableEntity"];
            429: components["responses"]["TooManyRequests"];
            /** @description The AI service failed, or another unexpected server failure */
            500: {
                headers: {
                    RateLimit: components["headers"]["RateLimit"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    getSubmission: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /**
                 * @description The submission's id.
                 * @example 5d1c9a70-2f4b-4c1e-8a6d-7e8f9a0b1c01
                 */
                id: components["parameters"]["SubmissionId"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The submission */
            200: {
                headers: {
                    "x-new-token": components["headers"]["XNewToken"];
                    RateLimit: components["headers"]["RateLimit"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Submission"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            422: components["responses"]["UnprocessableEntity"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalServerError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    deleteSubmission: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /**
                 * @description The submission's id.
                 * @example 5d1c9a70-2f4b-4c1e-8a6d-7e8f9a0b1c01
                 */
                id: components["parameters"]["SubmissionId"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            204: components["responses"]["NoContent"];
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            422: components["responses"]["UnprocessableEntity"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalServerError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    rateSubmission: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /**
                 * @description The submission's id.
                 * @example 5d1c9a70-2f4b-4c1e-8a6d-7e8f9a0b1c01
                 */
                id: components["parameters"]["SubmissionId"];
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["SubmissionRating"];
            };
        };
        responses: {
            /** @description The submission's review as now scheduled */
            200: {
                headers: {
                    "x-new-token": components["headers"]["XNewToken"];
                    RateLimit: components["headers"]["RateLimit"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["SubmissionReview"];
                };
            };
            /** @description Not the latest submission of its problem, or made before reviews were kept */
            400: {
                headers: {
                    RateLimit: components["headers"]["RateLimit"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            422: components["responses"]["UnprocessableEntity"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalServerError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    listProblemSubmissions: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /**
                 * @description The problem's id.
                 * @example 0b6f3c1e-4d2a-4f8e-9a1b-1c2d3e4f5a01
                 */
                id: components["parameters"]["ProblemId"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The submissions of this problem (empty when not submitted yet) */
            200: {
                headers: {
                    "x-new-token": components["headers"]["XNewToken"];
                    RateLimit: components["headers"]["RateLimit"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ProblemSubmissions"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            422: components["responses"]["UnprocessableEntity"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalServerError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    getSubmissionStats: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The statistics */
            200: {
                headers: {
                    "x-new-token": components["headers"]["XNewToken"];
                    RateLimit: components["headers"]["RateLimit"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["SubmissionStats"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            422: components["responses"]["UnprocessableEntity"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalServerError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    optimizeSubmission: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["OptimizeRequest"];
            };
        };
        responses: {
            /** @description The optimisation */
            200: {
                headers: {
                    "x-new-token": components["headers"]["XNewToken"];
                    RateLimit: components["headers"]["RateLimit"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["OptimizationResult"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            422: components["responses"]["UnprocessableEntity"];
            429: components["responses"]["TooManyRequests"];
            /** @description The AI service failed, or another unexpected server failure */
            500: {
                headers: {
                    RateLimit: components["headers"]["RateLimit"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    getSubmissionPatterns: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The patterns */
            200: {
                headers: {
                    "x-new-token": components["headers"]["XNewToken"];
                    RateLimit: components["headers"]["RateLimit"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["SubmissionPatterns"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            422: components["responses"]["UnprocessableEntity"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalServerError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    getSupportedLanguages: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The supported languages */
            200: {
                headers: {
                    "x-new-token": components["headers"]["XNewToken"];
                    RateLimit: components["headers"]["RateLimit"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["SupportedLanguages"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            422: components["responses"]["UnprocessableEntity"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalServerError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    getProgressOverview: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The user's totals */
            200: {
                headers: {
                    "x-new-token": components["headers"]["XNewToken"];
                    RateLimit: components["headers"]["RateLimit"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ProgressOverview"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            422: components["responses"]["UnprocessableEntity"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalServerError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    getCategoryProgress: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Progress per category */
            200: {
                headers: {
                    "x-new-token": components["headers"]["XNewToken"];
                    RateLimit: components["headers"]["RateLimit"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["CategoryProgress"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            422: components["responses"]["UnprocessableEntity"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalServerError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    getDifficultyProgress: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Progress per difficulty */
            200: {
                headers: {
                    "x-new-token": components["headers"]["XNewToken"];
                    RateLimit: components["headers"]["RateLimit"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["DifficultyProgress"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            422: components["responses"]["UnprocessableEntity"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalServerError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    getStrengthsWeaknesses: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Strengths, weaknesses and recommendations */
            200: {
                headers: {
                    "x-new-token": components["headers"]["XNewToken"];
                    RateLimit: components["headers"]["RateLimit"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["StrengthsWeaknesses"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            422: components["responses"]["UnprocessableEntity"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalServerError"];
            503: components["responses"]["ServiceUnavailable"];
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
            /** @description The dashboard figures */
            200: {
                headers: {
                    "x-new-token": components["headers"]["XNewToken"];
                    RateLimit: components["headers"]["RateLimit"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Dashboard"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            422: components["responses"]["UnprocessableEntity"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalServerError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    getScoreTrend: {
        parameters: {
            query?: {
                /** @description How many days, today included. */
                days?: number;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The score trend */
            200: {
                headers: {
                    "x-new-token": components["headers"]["XNewToken"];
                    RateLimit: components["headers"]["RateLimit"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ScoreTrend"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            422: components["responses"]["UnprocessableEntity"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalServerError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    getPracticeCalendar: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The practice days of the last year */
            200: {
                headers: {
                    "x-new-token": components["headers"]["XNewToken"];
                    RateLimit: components["headers"]["RateLimit"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["PracticeCalendar"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            422: components["responses"]["UnprocessableEntity"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalServerError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    getAiInsights: {
        parameters: {
            query?: {
                /** @description The language the AI writes in. */
                user_language?: components["schemas"]["UiLanguage"];
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The AI's insights */
            200: {
                headers: {
                    "x-new-token": components["headers"]["XNewToken"];
                    RateLimit: components["headers"]["RateLimit"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["AiInsights"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            422: components["responses"]["UnprocessableEntity"];
            429: components["responses"]["TooManyRequests"];
            /** @description The AI service is unavailable, or another server failure */
            500: {
                headers: {
                    RateLimit: components["headers"]["RateLimit"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    listInterviews: {
        parameters: {
            query?: {
                /** @description How many sessions to list (default 20). */
                limit?: number;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The sessions */
            200: {
                headers: {
                    "x-new-token": components["headers"]["XNewToken"];
                    RateLimit: components["headers"]["RateLimit"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["InterviewList"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            422: components["responses"]["UnprocessableEntity"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalServerError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    startInterview: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["InterviewStartRequest"];
            };
        };
        responses: {
            /** @description The new session, its clock running */
            201: {
                headers: {
                    "x-new-token": components["headers"]["XNewToken"];
                    RateLimit: components["headers"]["RateLimit"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["InterviewSession"];
                };
            };
            /** @description The body is not JSON, or a session is already active */
            400: {
                headers: {
                    RateLimit: components["headers"]["RateLimit"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            422: components["responses"]["UnprocessableEntity"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalServerError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    getCurrentInterview: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The active session, or null */
            200: {
                headers: {
                    "x-new-token": components["headers"]["XNewToken"];
                    RateLimit: components["headers"]["RateLimit"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["InterviewCurrent"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            422: components["responses"]["UnprocessableEntity"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalServerError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    getInterview: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /**
                 * @description The interview session's id.
                 * @example 7c1d2e3f-4a5b-4c6d-8e7f-90a1b2c3d4e5
                 */
                id: components["parameters"]["InterviewId"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The session */
            200: {
                headers: {
                    "x-new-token": components["headers"]["XNewToken"];
                    RateLimit: components["headers"]["RateLimit"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["InterviewSession"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            422: components["responses"]["UnprocessableEntity"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalServerError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    endInterview: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /**
                 * @description The interview session's id.
                 * @example 7c1d2e3f-4a5b-4c6d-8e7f-90a1b2c3d4e5
                 */
                id: components["parameters"]["InterviewId"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The ended session with its debrief */
            200: {
                headers: {
                    "x-new-token": components["headers"]["XNewToken"];
                    RateLimit: components["headers"]["RateLimit"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["InterviewSession"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            422: components["responses"]["UnprocessableEntity"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalServerError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    getReadiness: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Ready for work */
            200: {
                headers: {
                    RateLimit: components["headers"]["RateLimit"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Readiness"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            422: components["responses"]["UnprocessableEntity"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalServerError"];
            /** @description Not ready (shutting down, database unreachable, or overloaded); send work elsewhere */
            503: {
                headers: {
                    "Retry-After": components["headers"]["RetryAfter"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    listJobs: {
        parameters: {
            query: {
                /** @description Which jobs. */
                kind: "catalogue_sync" | "history_import";
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The jobs */
            200: {
                headers: {
                    "x-new-token": components["headers"]["XNewToken"];
                    RateLimit: components["headers"]["RateLimit"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["JobList"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            422: components["responses"]["UnprocessableEntity"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalServerError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    getJob: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /**
                 * @description The job's id.
                 * @example 5b6c7d8e-9fa0-4b1c-8d2e-3f4a5b6c7d8e
                 */
                id: components["parameters"]["JobId"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The job */
            200: {
                headers: {
                    "x-new-token": components["headers"]["XNewToken"];
                    RateLimit: components["headers"]["RateLimit"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Job"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            422: components["responses"]["UnprocessableEntity"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalServerError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    cancelJob: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /**
                 * @description The job's id.
                 * @example 5b6c7d8e-9fa0-4b1c-8d2e-3f4a5b6c7d8e
                 */
                id: components["parameters"]["JobId"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The job, cancelled */
            200: {
                headers: {
                    "x-new-token": components["headers"]["XNewToken"];
                    RateLimit: components["headers"]["RateLimit"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Job"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            422: components["responses"]["UnprocessableEntity"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalServerError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    resumeJob: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /**
                 * @description The job's id.
                 * @example 5b6c7d8e-9fa0-4b1c-8d2e-3f4a5b6c7d8e
                 */
                id: components["parameters"]["JobId"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The job, running again */
            200: {
                headers: {
                    "x-new-token": components["headers"]["XNewToken"];
                    RateLimit: components["headers"]["RateLimit"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Job"];
                };
            };
            /** @description The job cannot be resumed, or another bad request */
            400: {
                headers: {
                    RateLimit: components["headers"]["RateLimit"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            422: components["responses"]["UnprocessableEntity"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalServerError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    checkAdmin: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The caller is an admin */
            200: {
                headers: {
                    "x-new-token": components["headers"]["XNewToken"];
                    RateLimit: components["headers"]["RateLimit"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["AdminCheck"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            /** @description The caller is not an admin */
            403: {
                headers: {
                    RateLimit: components["headers"]["RateLimit"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            404: components["responses"]["NotFound"];
            422: components["responses"]["UnprocessableEntity"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalServerError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    createStudyList: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["StudyListInput"];
            };
        };
        responses: {
            /** @description The list made */
            201: {
                headers: {
                    "x-new-token": components["headers"]["XNewToken"];
                    RateLimit: components["headers"]["RateLimit"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["StudyList"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            422: components["responses"]["UnprocessableEntity"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalServerError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    updateStudyList: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /**
                 * @description The study list's id.
                 * @example 5a1b2c3d-4e5f-4a6b-8c7d-9e0f1a2b3c01
                 */
                id: components["parameters"]["StudyListId"];
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["StudyListInput"];
            };
        };
        responses: {
            /** @description The list as changed */
            200: {
                headers: {
                    "x-new-token": components["headers"]["XNewToken"];
                    RateLimit: components["headers"]["RateLimit"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["StudyList"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            422: components["responses"]["UnprocessableEntity"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalServerError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    deleteStudyList: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /**
                 * @description The study list's id.
                 * @example 5a1b2c3d-4e5f-4a6b-8c7d-9e0f1a2b3c01
                 */
                id: components["parameters"]["StudyListId"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            204: components["responses"]["NoContent"];
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            422: components["responses"]["UnprocessableEntity"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalServerError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    getAdminStats: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The statistics */
            200: {
                headers: {
                    "x-new-token": components["headers"]["XNewToken"];
                    RateLimit: components["headers"]["RateLimit"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["AdminStats"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            /** @description The caller is not an admin */
            403: {
                headers: {
                    RateLimit: components["headers"]["RateLimit"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            404: components["responses"]["NotFound"];
            422: components["responses"]["UnprocessableEntity"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalServerError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    listAdminUsers: {
        parameters: {
            query?: {
                /** @description Page number, from 1. */
                page?: components["parameters"]["Page"];
                /** @description Users per page. */
                page_size?: number;
                /**
                 * @description Part of a username or an email address.
                 * @example chen
                 */
                search?: string;
                /** @description Only admins. */
                admin_only?: boolean;
                /** @description Column to sort by. */
                sort_by?: "username" | "email" | "created_at" | "last_active_at" | "submission_count";
                /** @description Sort direction. */
                order?: components["parameters"]["SortOrder"];
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description One page of users */
            200: {
                headers: {
                    "x-new-token": components["headers"]["XNewToken"];
                    RateLimit: components["headers"]["RateLimit"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["AdminUserList"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            /** @description The caller is not an admin */
            403: {
                headers: {
                    RateLimit: components["headers"]["RateLimit"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            404: components["responses"]["NotFound"];
            422: components["responses"]["UnprocessableEntity"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalServerError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    exportUsers: {
        parameters: {
            query?: {
                /** @description File format. */
                format?: "csv" | "json";
                /** @description Only admins. */
                admin_only?: boolean;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The file (`text/csv` for format=csv, `application/json` for format=json) */
            200: {
                headers: {
                    /**
                     * @description Download file name, `algocoach-users-<date>.csv` or `.json`.
                     * @example attachment; filename="algocoach-users-2026-11-21.csv"
                     */
                    "Content-Disposition": string;
                    "x-new-token": components["headers"]["XNewToken"];
                    RateLimit: components["headers"]["RateLimit"];
                    [name: string]: unknown;
                };
                content: {
                    "text/csv": string;
                    "application/json": components["schemas"]["AdminUser"][];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            /** @description The caller is not an admin */
            403: {
                headers: {
                    RateLimit: components["headers"]["RateLimit"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            404: components["responses"]["NotFound"];
            422: components["responses"]["UnprocessableEntity"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalServerError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    bulkDeleteUsers: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["BulkDeleteRequest"];
            };
        };
        responses: {
            /** @description What was deleted and what was skipped */
            200: {
                headers: {
                    "x-new-token": components["headers"]["XNewToken"];
                    RateLimit: components["headers"]["RateLimit"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["BulkDeleteResult"];
                };
            };
            /** @description The only id is the admin's own */
            400: {
                headers: {
                    RateLimit: components["headers"]["RateLimit"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            401: components["responses"]["Unauthorized"];
            /** @description The caller is not an admin */
            403: {
                headers: {
                    RateLimit: components["headers"]["RateLimit"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            404: components["responses"]["NotFound"];
            422: components["responses"]["UnprocessableEntity"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalServerError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    getAdminUser: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /**
                 * @description The user's id.
                 * @example 3c4d5e6f-7a8b-4c9d-8e0f-1a2b3c4d5e01
                 */
                id: components["parameters"]["UserId"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The user */
            200: {
                headers: {
                    "x-new-token": components["headers"]["XNewToken"];
                    RateLimit: components["headers"]["RateLimit"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["AdminUserDetail"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            /** @description The caller is not an admin */
            403: {
                headers: {
                    RateLimit: components["headers"]["RateLimit"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description No user has this id */
            404: {
                headers: {
                    RateLimit: components["headers"]["RateLimit"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            422: components["responses"]["UnprocessableEntity"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalServerError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    deleteAdminUser: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /**
                 * @description The user's id.
                 * @example 3c4d5e6f-7a8b-4c9d-8e0f-1a2b3c4d5e01
                 */
                id: components["parameters"]["UserId"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            204: components["responses"]["NoContent"];
            /** @description The id is the admin's own */
            400: {
                headers: {
                    RateLimit: components["headers"]["RateLimit"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            401: components["responses"]["Unauthorized"];
            /** @description The caller is not an admin */
            403: {
                headers: {
                    RateLimit: components["headers"]["RateLimit"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description No user has this id */
            404: {
                headers: {
                    RateLimit: components["headers"]["RateLimit"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            422: components["responses"]["UnprocessableEntity"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalServerError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    toggleUserAdmin: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /**
                 * @description The user's id.
                 * @example 3c4d5e6f-7a8b-4c9d-8e0f-1a2b3c4d5e01
                 */
                id: components["parameters"]["UserId"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The user, with `is_admin` flipped */
            200: {
                headers: {
                    "x-new-token": components["headers"]["XNewToken"];
                    RateLimit: components["headers"]["RateLimit"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["AdminUser"];
                };
            };
            /** @description The id is the admin's own */
            400: {
                headers: {
                    RateLimit: components["headers"]["RateLimit"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            401: components["responses"]["Unauthorized"];
            /** @description The caller is not an admin */
            403: {
                headers: {
                    RateLimit: components["headers"]["RateLimit"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description No user has this id */
            404: {
                headers: {
                    RateLimit: components["headers"]["RateLimit"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            422: components["responses"]["UnprocessableEntity"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalServerError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    endUserSessions: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /**
                 * @description The user's id.
                 * @example 3c4d5e6f-7a8b-4c9d-8e0f-1a2b3c4d5e01
                 */
                id: components["parameters"]["UserId"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Every session of the user has ended */
            204: {
                headers: {
                    "x-new-token": components["headers"]["XNewToken"];
                    RateLimit: components["headers"]["RateLimit"];
                    [name: string]: unknown;
                };
                content?: never;
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            /** @description The caller is not an admin */
            403: {
                headers: {
                    RateLimit: components["headers"]["RateLimit"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description No user has this id */
            404: {
                headers: {
                    RateLimit: components["headers"]["RateLimit"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            422: components["responses"]["UnprocessableEntity"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalServerError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    listRecentActivity: {
        parameters: {
            query?: {
                /** @description How many events to return. */
                limit?: number;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The latest events */
            200: {
                headers: {
                    "x-new-token": components["headers"]["XNewToken"];
                    RateLimit: components["headers"]["RateLimit"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["RecentActivity"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            /** @description The caller is not an admin */
            403: {
                headers: {
                    RateLimit: components["headers"]["RateLimit"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            404: components["responses"]["NotFound"];
            422: components["responses"]["UnprocessableEntity"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalServerError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
}
