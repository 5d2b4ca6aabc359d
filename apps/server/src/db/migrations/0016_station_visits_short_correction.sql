-- A second move of the same row in the same transaction corrects the stay it opened only when it comes
-- at once (under a second: an order and its tiers written in either order by one request); moves hours
-- apart in one transaction (the demo seed runs in one) are stays of their own.
CREATE OR REPLACE FUNCTION station_visit_arrive(p_order text, p_tier text, p_status text, p_items integer, p_at timestamptz)
RETURNS void AS $$
DECLARE
  v_prev text;
BEGIN
  UPDATE station_visits SET status = p_status, items = p_items
    WHERE order_id = p_order AND tier_id = p_tier AND left_at IS NULL AND opened_tx = txid_current()
      AND p_at - entered_at < interval '1 second';
  IF FOUND THEN
    RETURN;
  END IF;
  UPDATE station_visits SET left_at = GREATEST(p_at, entered_at), next_status = p_status
    WHERE order_id = p_order AND tier_id = p_tier AND left_at IS NULL
    RETURNING status INTO v_prev;
  INSERT INTO station_visits (order_id, tier_id, status, prev_status, items, entered_at, opened_tx)
    VALUES (p_order, p_tier, p_status, v_prev, p_items, p_at, txid_current());
END;
$$ LANGUAGE plpgsql;
