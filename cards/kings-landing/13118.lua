-- Valyrian Steel (LMHR 118), Action: "Kneel your faction card and pay X
-- gold to put an attachment with printed cost X into play from your hand."
-- With `cost pay-x` and a target of printed cost X the action is never
-- offered (X reads 0 when the engine asks whether a target exists), so,
-- as examples/sample40's copy of the card does, the hook offers the
-- attachments in hand whose printed cost the gold pool can pay, pays it
-- and puts the chosen one into play.
function payable(ctx)
  local g = ctx.game
  local out = {}
  for _, id in ipairs(g:cards({area = "hand", type = "attachment", controller = ctx.you})) do
    if g:card(id).cost <= g:gold(ctx.you) then
      table.insert(out, id)
    end
  end
  return out
end

function attach_can(ctx)
  return #payable(ctx) > 0
end

function attach(ctx)
  local g = ctx.game
  local ids = payable(ctx)
  if #ids == 0 then
    return false
  end
  local id = g:choose(ctx.you, ids, "put an attachment into play, paying its printed cost")
  if id == nil or not g:pay_gold(ctx.you, g:card(id).cost) then
    return false
  end
  return g:effect("put-into-play-attached", {target = id, parent = g:cards({})})
end
