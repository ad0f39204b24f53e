-- Personal data that really ends in the outbox (server/delivery/, server/privacy/; README "Mail" and
-- "Personal data").

-- 'notice': a message to a company or partner service about a request it received, naming the
-- request by its reference only (a change the visitor made, a withdrawal, an erasure). Unlike a lead
-- it carries none of the visitor's data, so an erased request's notices may still be sent. They were
-- written as 'company-lead' until now; a lead always has the visitor as Reply-To, a notice never does.
ALTER TABLE outbox_messages DROP CONSTRAINT outbox_messages_kind_check;
UPDATE outbox_messages SET kind = 'notice' WHERE kind = 'company-lead' AND reply_to IS NULL AND erased_at IS NULL;
ALTER TABLE outbox_messages ADD CONSTRAINT outbox_messages_kind_check
  CHECK (kind IN ('visitor-confirmation', 'company-lead', 'partner-lead', 'lead-answer', 'notice'));

-- 'dropped': never sent and never to be, its request's personal data having been erased first (a
-- recipient that never received the data needs no withdrawal either).
ALTER TABLE outbox_messages DROP CONSTRAINT outbox_messages_status_check;
ALTER TABLE outbox_messages ADD CONSTRAINT outbox_messages_status_check CHECK (status IN ('pending', 'sent', 'failed', 'dropped'));

-- The .eml file a message was written to (no SMTP relay): the sent copy, removed with its request's
-- personal data (then NULL again).
ALTER TABLE outbox_messages ADD COLUMN sent_copy text;
UPDATE outbox_messages SET sent_copy = delivery_receipt WHERE status = 'sent' AND delivery_receipt LIKE '%.eml';
CREATE INDEX outbox_messages_copies_to_remove ON outbox_messages (id) WHERE sent_copy IS NOT NULL AND erased_at IS NOT NULL;

-- A sent message keeps no body and no address of the visitor (only a company's or partner's own
-- lead address): the recipient has it, and a stored copy would keep live link tokens.
UPDATE outbox_messages SET text_body = '', html_body = '', reply_to = NULL, recipient = CASE WHEN recipient_code IS NULL THEN '' ELSE recipient END
 WHERE status = 'sent';
