-- Relentless Assault (Tyrion's Chain 118), Reaction: After you win a
-- challenge by 5 or more STR as the attacking player, kneel your faction
-- card. Then, you may initiate an additional challenge of that type this
-- phase.
function same_type(ctx)
  return ctx.game:effect("additional-challenge", {type = ctx.challenge.type, d = "end-of-phase"})
end
