-- The card gateway stand-in keeps the key-value pairs a merchant sends with a charge
-- (`metadata[key]=value`) and returns them with the charge, as the real gateway does: the
-- product finds a charge whose answer it lost by its own id in them.
ALTER TABLE card_gateway_charges ADD COLUMN metadata jsonb;
