-- Issue 28: changing an event's status, duplicating and deleting it get their own access names.
-- Every role that could do them (any role with InfoGeneral) keeps them.
UPDATE "roles"
SET "access" = "access" || ARRAY(
  SELECT name FROM unnest(ARRAY['EstadoEvento', 'DuplicarEvento', 'BorrarEvento']) AS name
  WHERE name <> ALL ("roles"."access")
)
WHERE 'InfoGeneral' = ANY ("access");
