-- Issue 19: a new hiring block's fixed fee has no amount (null) instead of 1 € (100 cents), which
-- contracts printed. Blocks nobody filled get the new state; every block a person may have written
-- keeps its 1 €. A block counts as untouched only when all of these hold:
--   * version 1: never saved through the hiring form or its REST path (a save, even unchanged, bumps it);
--   * every field still the default a new event gave it (the fee, payments, contract type, notes…);
--   * no history line for the block (a block created through the REST path records one);
--   * on a duplicated event, the block it was copied from is untouched too (followed up the chain of
--     duplicates): a copy of a block someone set to 1 € on purpose keeps it.
WITH RECURSIVE "candidate" AS (
	SELECT h."id", h."event_id", h."type"
	FROM "event_hiring_conditions" h
	WHERE h."version" = 1
		AND h."cache" = '{"fijo":{"quantity":100,"active":true,"description":""},"variable":{"description":"","active":false,"sections":[]}}'::jsonb
		AND h."forma_pago_fijo" = CASE h."type" WHEN 'sala' THEN 'Tranferencia' WHEN 'productor' THEN '' ELSE 'Efectivo' END
		AND h."forma_pago_variable" = h."forma_pago_fijo"
		AND h."tipo_contrato" = CASE h."type" WHEN 'promotor' THEN 'Promotor' WHEN 'artista' THEN 'Artista' WHEN 'sala' THEN 'Sala' ELSE '' END
		AND h."exclusividad" IS NULL
		AND h."invitaciones" = 0
		AND h."observaciones_invitaciones" = ''
		AND h."observaciones_exclusividad" = 'El grupo no podrá anunciar ningún concierto en la provincia hasta la finalización del evento.'
		AND h."observaciones_transfer" = ''
		AND h."observaciones_generales" = ''
		AND h."politica_menores" = ''
		AND NOT EXISTS (
			SELECT 1 FROM "event_audit" a
			WHERE a."event_id" = h."event_id" AND a."part" = 'contratacion.' || h."type"
		)
), "origin" AS (
	SELECT a."event_id", (a."new_value" #>> '{}')::integer AS "source_id"
	FROM "event_audit" a
	WHERE a."part" = 'general' AND a."field" = 'duplicatedFrom' AND jsonb_typeof(a."new_value") = 'number'
), "untouched" AS (
	SELECT c."id", c."event_id", c."type" FROM "candidate" c
	WHERE NOT EXISTS (SELECT 1 FROM "origin" o WHERE o."event_id" = c."event_id")
	UNION
	SELECT c."id", c."event_id", c."type"
	FROM "candidate" c
	JOIN "origin" o ON o."event_id" = c."event_id"
	JOIN "untouched" u ON u."event_id" = o."source_id" AND u."type" = c."type"
)
UPDATE "event_hiring_conditions"
SET "cache" = jsonb_set("cache", '{fijo,quantity}', 'null'::jsonb)
WHERE "id" IN (SELECT "id" FROM "untouched");
